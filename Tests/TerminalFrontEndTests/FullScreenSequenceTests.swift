import Testing
@testable import TerminalFrontEnd

/// What the process's terminal writes to take the screen over and to give it back. Every way
/// of leaving (quitting, a signal, Ctrl-Z, a crash, a hang on the way out) writes the one
/// leave sequence, so it must undo each mode the enter sequence changed.
@MainActor
struct FullScreenSequenceTests {

    /// A DEC private mode set (`ESC [ ? n h`) or reset (`ESC [ ? n l`).
    private struct ModeChange: Equatable, CustomStringConvertible {
        let mode: Int
        let isSet: Bool

        var description: String {
            "\(mode)\(isSet ? "h" : "l")"
        }
    }

    /// The private modes `text` sets or resets, in order.
    private func modeChanges(in text: String) -> [ModeChange] {
        text.split(separator: "\u{1B}").compactMap { sequence in
            guard sequence.hasPrefix("[?"), let last = sequence.last, last == "h" || last == "l",
                  let mode = Int(sequence.dropFirst(2).dropLast()) else {
                return nil
            }
            return ModeChange(mode: mode, isSet: last == "h")
        }
    }

    /// Button presses and the wheel only (no motion: not 1002 or 1003), in the SGR encoding
    /// (not 1005 or 1015), the encoding chosen before any report can come.
    @Test func enteringTurnsOnMouseReportingOfButtonPressesInTheSGREncoding() {
        let changes = modeChanges(in: ProcessTerminal.enterSequence)

        #expect(changes.map(\.description) == ["1049h", "25l", "7l", "1006h", "1000h"])
    }

    @Test func leavingUndoesEveryModeEnteringChangedInReverse() {
        let entered = modeChanges(in: ProcessTerminal.enterSequence)
        let left = modeChanges(in: ProcessTerminal.leaveSequence)

        #expect(left == entered.reversed().map { ModeChange(mode: $0.mode, isSet: !$0.isSet) })
    }
}

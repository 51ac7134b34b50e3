import Foundation
import ProcessTestSupport
import Testing

/// The full-screen mode on a terminal that misbehaves, played by the test through a
/// pseudo-terminal: one that stops reading, one that hangs up.
@Suite(.timeLimit(.minutes(10)))
struct FullScreenTerminalFailureTests {

    /// Where this test's game keeps its saved game.
    private let stateHome = StateHome()

    /// Starts the game full screen on `terminal`, and waits for its first screen.
    private func startGame(on terminal: PseudoTerminal) async throws -> SpawnedProcess {
        let game = try SpawnedProcess(TicTacToeBinary.url.path, environment: ["TERM": "xterm-256color"].merging(stateHome.environment.mapValues { $0 }) { $1 },
                                      standardInput: .descriptor(terminal.terminal),
                                      standardOutput: .descriptor(terminal.terminal),
                                      standardError: .descriptor(terminal.terminal))
        try await waitUntil("the game shows its first screen") { terminal.output().contains("Who is playing?") }
        return game
    }

    /// Whether a thread of `process` is in a `write` to standard output now, as Linux's
    /// `/proc/<pid>/task/<tid>/syscall` tells: the call's number, then its arguments.
    private func isWritingToStandardOutput(_ process: Int32) -> Bool {
        #if arch(arm64)
        let write = "64"
        #else
        let write = "1"
        #endif
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
        return threads.contains { thread in
            let call = (try? String(contentsOfFile: "/proc/\(process)/task/\(thread)/syscall", encoding: .utf8)) ?? ""
            return call.split(separator: " ").prefix(2) == [Substring(write), "0x1"]
        }
    }

    /// Waits until `game` has ended, and returns how; ends it for good if it never does.
    private func waitForTheEnd(of game: SpawnedProcess) async throws -> SpawnedProcess.Termination {
        var termination: SpawnedProcess.Termination?
        do {
            try await waitUntil("the game has ended") {
                termination = game.ended()
                return termination != nil
            }
        } catch {
            kill(game.processID, SIGKILL)
            _ = try? await game.wait()
            throw error
        }
        return try #require(termination)
    }

    /// While the terminal takes no output (a stalled ssh link, a frozen emulator), the game is
    /// stuck in a write; a signal that ends it still does, within half a second, with the
    /// terminal's settings restored.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsTheGameWhenTheTerminalStopsReading(signal: Int32) async throws {
        let terminal = try PseudoTerminal(columns: 200, rows: 60)
        let game = try await startGame(on: terminal)

        try terminal.stopReadingAndFill()
        // To the Login button, then the RIB tree panel shown, hidden, shown: frames larger than
        // the room the terminal may still find, so that the game blocks in a write.
        terminal.type("\t\tttt")
        try await waitUntil("the game is stuck writing to the terminal") { isWritingToStandardOutput(game.processID) }
        #expect(kill(game.processID, signal) == 0)

        let ended = try await waitForTheEnd(of: game)
        #expect(ended.exitStatus == 128 + signal, "\(ended)")
        #expect(terminal.isInLineMode)
    }

    /// A terminal that hangs up (its window closed, its ssh connection dropped) ends the game
    /// as the hang-up signal would: status 129, as shells expect, not a quit's 0.
    @Test func aHangUpEndsTheGameAsSIGHUPWould() async throws {
        let terminal = try PseudoTerminal()
        let game = try await startGame(on: terminal)

        terminal.hangUp()

        let ended = try await waitForTheEnd(of: game)
        #expect(ended.exitStatus == 128 + SIGHUP, "\(ended)")
    }
}

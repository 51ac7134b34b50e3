import Foundation
import ScreenKit

/// The plain line mode: prints each screen when it changes and turns each input line into a
/// user action, for scripts, pipes and screen readers.
///
/// On a screen with text fields, each line fills the next field (an empty line leaves it
/// empty) and the last one also presses the screen's first button. On the board, a digit
/// 1–9 takes a cell. While an alert shows, an empty line chooses its default action.
/// Elsewhere a line naming a button's command (`start`) presses it. `quit` ends the session
/// anywhere; anything else gets a one-line hint and changes nothing.
@MainActor
public final class PlainSession: WindowRenderer {

    /// What the caller should do after a line.
    public enum Continuation: Equatable, Sendable {

        /// Read the next line.
        case readNextLine

        /// The user asked to quit.
        case quit
    }

    /// Creates a session on `window`, becoming its renderer.
    ///
    /// - Parameters:
    ///   - window: The window to show and drive.
    ///   - write: Writes text to the user, such as standard output.
    public init(window: Window, write: @escaping @MainActor (String) -> Void) {
        self.window = window
        self.write = write
        window.renderer = self
    }

    /// Prints a screen; the window calls it when its content changes.
    public func render(_ content: WindowContent) {
        let fieldIDs = content.screen.textFields.map(\.id)
        if fieldIDs != fieldProgress.fieldIDs {
            fieldProgress = (fieldIDs, 0)
        }
        write(PlainTextFormatter.lines(of: content).joined(separator: "\n") + "\n")
    }

    /// Prints what the user may type now; call it once after launch.
    public func promptForInput() {
        guard let content = window.content else {
            return
        }
        write(prompt(for: content) + "\n")
    }

    /// Handles one input line, without its line terminator.
    ///
    /// - Parameter line: What the user typed.
    /// - Returns: Whether to read on or quit.
    @discardableResult
    public func handle(_ line: String) -> Continuation {
        if line.trimmingCharacters(in: .whitespaces).lowercased() == "quit" {
            return .quit
        }
        guard let content = window.content else {
            return .readNextLine
        }
        if let hint = perform(line, on: content) {
            write(hint + "\n")
        } else {
            promptForInput()
        }
        return .readNextLine
    }

    // MARK: - Internal

    /// Writes text to the user.
    let write: @MainActor (String) -> Void

    // MARK: - Private

    private let window: Window
    /// The text fields of the current screen and how many of them were filled so far.
    private var fieldProgress: (fieldIDs: [String], filledCount: Int) = ([], 0)

    /// Performs what `line` asks for on `content`, or returns a hint when it asks for nothing.
    private func perform(_ line: String, on content: WindowContent) -> String? {
        let command = line.trimmingCharacters(in: .whitespaces).lowercased()
        do {
            if content.alert != nil {
                guard command.isEmpty else {
                    return "Press Enter to close the message, or type quit."
                }
                try window.perform(.chooseAlertAction(index: 0))
            } else if fieldProgress.filledCount < fieldProgress.fieldIDs.count {
                try fillNextField(with: line, on: content.screen)
            } else if let board = content.screen.board {
                return try takeCell(command, on: board)
            } else if let button = content.screen.buttons.first(where: { $0.command == command || $0.title.lowercased() == command }) {
                try window.perform(.tapButton(id: button.id))
            } else {
                return "Unknown command. " + prompt(for: content)
            }
        } catch {
            return "\(error)"
        }
        return nil
    }

    private func fillNextField(with text: String, on screen: Screen) throws(UserActionRejection) {
        let fieldID = fieldProgress.fieldIDs[fieldProgress.filledCount]
        fieldProgress.filledCount += 1
        // A line is a whole field value: spaces around it are not part of it.
        try window.perform(.editText(field: fieldID, text: text.trimmingCharacters(in: .whitespaces)))
        if fieldProgress.filledCount == fieldProgress.fieldIDs.count, let button = screen.buttons.first {
            try window.perform(.tapButton(id: button.id))
        }
    }

    private func takeCell(_ command: String, on board: Board) throws(UserActionRejection) -> String? {
        guard let cell = CellNumber.cell(typed: command) else {
            return "Type a cell number from 1 to 9 (1 is top left, 9 bottom right), or quit."
        }
        guard board.mark(atRow: cell.row, column: cell.column) == nil else {
            return "Cell \(command) is taken; choose an empty one."
        }
        try window.perform(.tapCell(row: cell.row, column: cell.column))
        return nil
    }

    private func prompt(for content: WindowContent) -> String {
        if let alert = content.alert {
            return "Press Enter for \(alert.actionTitles.first.map { "\"\($0.displayable)\"" } ?? "OK"), or type quit."
        }
        if fieldProgress.filledCount < fieldProgress.fieldIDs.count,
           let field = content.screen.textFields.first(where: { $0.id == fieldProgress.fieldIDs[fieldProgress.filledCount] }) {
            return "Type \(field.placeholder.displayable) and press Enter (an empty line keeps the default):"
        }
        if content.screen.board != nil {
            return "Type a cell number from 1 to 9 (1 is top left, 9 bottom right), or quit:"
        }
        let commands = content.screen.buttons.map { "\"\($0.command)\"" }
        return commands.isEmpty ? "Type quit to leave." : "Type \(commands.joined(separator: " or ")), or quit:"
    }
}

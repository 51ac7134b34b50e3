import Foundation
import ScreenKit

/// The plain line mode: prints each screen when it changes and turns each input line into a
/// user action, for scripts, pipes and screen readers.
///
/// On a form (a screen of text fields, labels and buttons only), each line fills the next
/// field (an empty line leaves it empty) and the last one also presses the screen's first
/// button; then, or whenever the form is shown again, its first field takes the next line.
/// While an alert shows, an empty line chooses its default action. Elsewhere a line is a
/// command that one element on screen answers, as each element prints it: a button's command
/// (`start`), `check 3`, `remove 3`, `toggle`, `choose 2`, `tap 4 3` or a cell's number,
/// `New errand: Milk` for a field. `quit` ends the session anywhere; anything else gets a
/// one-line hint and changes nothing.
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
        followForm(on: content.screen)
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
    /// The form shown, and how many of its fields were filled so far.
    private var fieldProgress = (form: FormIdentity(title: "", fieldIDs: []), filledCount: 0)

    /// What tells one form from another: another title or other fields make a new form.
    private struct FormIdentity: Equatable {
        let title: String
        let fieldIDs: [String]
    }

    /// Starts filling `screen`'s fields from the first if it is not the form being filled.
    private func followForm(on screen: Screen) {
        let form = FormIdentity(title: screen.title, fieldIDs: screen.textFields.map(\.id))
        if form != fieldProgress.form {
            fieldProgress = (form, 0)
        }
    }

    /// Performs what `line` asks for on `content`, or returns a hint when it asks for nothing.
    private func perform(_ line: String, on content: WindowContent) -> String? {
        let screen = PlainScreen(content.screen)
        let command = PlainCommand(line)
        followForm(on: content.screen)
        do {
            if content.alert != nil {
                guard command.words.isEmpty else {
                    return "Press Enter to close the message, or type quit."
                }
                try window.perform(.chooseAlertAction(index: 0))
            } else if screen.isForm {
                try fillNextField(with: line, on: content.screen)
            } else if let action = screen.action(for: command) {
                try window.perform(action)
            } else {
                return "Unknown command. " + prompt(for: content)
            }
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// Fills the form's next field with `text`; after its last, presses its first button and
    /// starts the form over.
    private func fillNextField(with text: String, on screen: Screen) throws(UserActionRejection) {
        let fieldID = fieldProgress.form.fieldIDs[fieldProgress.filledCount]
        fieldProgress.filledCount += 1
        guard fieldProgress.filledCount == fieldProgress.form.fieldIDs.count else {
            // A line is a whole field value: spaces around it are not part of it.
            try window.perform(.editText(field: fieldID, text: text.trimmingCharacters(in: .whitespaces)))
            return
        }
        fieldProgress.filledCount = 0
        try window.perform(.editText(field: fieldID, text: text.trimmingCharacters(in: .whitespaces)))
        if let button = screen.buttons.first {
            try window.perform(.tapButton(id: button.id))
        }
    }

    private func prompt(for content: WindowContent) -> String {
        if let alert = content.alert {
            return "Press Enter for \(alert.actionTitles.first.map { "\"\($0.displayable)\"" } ?? "OK"), or type quit."
        }
        let screen = PlainScreen(content.screen)
        followForm(on: content.screen)
        if screen.isForm, let field = content.screen.textFields.first(where: { $0.id == fieldProgress.form.fieldIDs[fieldProgress.filledCount] }) {
            return "Type \(field.placeholder.displayable) and press Enter (an empty line keeps the default):"
        }
        let hints = screen.commandHints
        guard let last = hints.last else {
            return "Type quit to leave."
        }
        let all = hints.count == 1 ? last : hints.dropLast().joined(separator: ", ") + " or " + last
        return "Type \(all), or quit:"
    }
}

import ScreenKit

/// A button prints its title in brackets, and its command or title presses it. A disabled one
/// says so; typed anyway, the window refuses it with the app's reason.
extension Button: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        ["[\(title.displayable)]" + (isEnabled ? "" : " (unavailable)")]
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        ["\"\(command.displayable)\""]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        command.text == self.command || command.text == title.lowercased() ? .tapButton(id: id) : nil
    }
}

import ScreenKit

/// Writes a window's content as plain text: no colours, no escape sequences, each element as
/// its kind prints (`Elements/`), with what is typed to act on it: rows numbered, grid cells
/// that are empty showing their number, what stands out in brackets. Every text is whole,
/// stripped of escape sequences and control characters before it is written.
public enum PlainTextFormatter {

    /// The plain-text lines of `content`.
    ///
    /// - Parameter content: What the window shows.
    /// - Returns: The lines, without line terminators.
    public static func lines(of content: WindowContent) -> [String] {
        var lines = ["=== \(content.screen.title.displayable) ==="]
        let screen = PlainScreen(content.screen)
        for element in content.screen.elements {
            lines += element.plain.plainLines(in: screen)
        }
        if let alert = content.alert {
            lines.append("*** \(alert.title.displayable) ***")
            if let message = alert.message {
                lines.append(message.displayable)
            }
            lines += alert.actionTitles.map { "[\($0.displayable)]" }
        }
        return lines
    }
}

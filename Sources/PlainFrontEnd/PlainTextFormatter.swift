import ScreenKit

/// Writes a window's content as plain text: no colours, no escape sequences, one element a line.
///
/// Board cells that are still empty show their number, which is what a player types to take
/// them. Every text is stripped of control characters before it is written.
public enum PlainTextFormatter {

    /// The plain-text lines of `content`.
    ///
    /// - Parameter content: What the window shows.
    /// - Returns: The lines, without line terminators.
    public static func lines(of content: WindowContent) -> [String] {
        var lines = ["=== \(content.screen.title.printable) ==="]
        for element in content.screen.elements {
            lines += self.lines(of: element)
        }
        if let alert = content.alert {
            lines.append("*** \(alert.title.printable) ***")
            if let message = alert.message {
                lines.append(message.printable)
            }
            lines += alert.actionTitles.map { "[\($0.printable)]" }
        }
        return lines
    }

    // MARK: - Private

    private static func lines(of element: ScreenElement) -> [String] {
        switch element {
        case let .label(label):
            [label.text.printable]
        case let .textField(field):
            ["\(field.placeholder.printable): \(field.text.isEmpty ? "(empty)" : field.text.printable)"]
        case let .button(button):
            ["[\(button.title.printable)]"]
        case let .board(board):
            lines(of: board)
        }
    }

    private static func lines(of board: Board) -> [String] {
        let rows = board.cells.enumerated().map { row, marks in
            marks.enumerated()
                .map { column, mark in " \(mark?.symbol.printable ?? String(CellNumber.number(row: row, column: column))) " }
                .joined(separator: "|")
        }
        let separator = Array(repeating: "---", count: Board.size).joined(separator: "+")
        return Array(rows.map { [$0] }.joined(separator: [separator]))
    }
}

extension String {

    /// This text without control characters, so that printing it cannot move the cursor,
    /// change colours or ring the bell.
    var printable: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}

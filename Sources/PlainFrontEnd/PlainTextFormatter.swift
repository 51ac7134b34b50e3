import ScreenKit

/// Writes a window's content as plain text: no colours, no escape sequences, one element a line.
///
/// Board cells that are still empty show their number, which is what a player types to take
/// them; highlighted cells (a winning line) show in brackets, as `[X]`. Every text is stripped
/// of escape sequences and control characters before it is written.
public enum PlainTextFormatter {

    /// The plain-text lines of `content`.
    ///
    /// - Parameter content: What the window shows.
    /// - Returns: The lines, without line terminators.
    public static func lines(of content: WindowContent) -> [String] {
        var lines = ["=== \(content.screen.title.displayable) ==="]
        for element in content.screen.elements {
            lines += self.lines(of: element)
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

    // MARK: - Private

    private static func lines(of element: ScreenElement) -> [String] {
        switch element {
        case let .label(label):
            [label.text.displayable]
        case let .textField(field):
            ["\(field.placeholder.displayable): \(field.text.isEmpty ? "(empty)" : field.text.displayable)"]
        case let .button(button):
            ["[\(button.title.displayable)]"]
        case let .board(board):
            lines(of: board)
        // Not printed yet: plain mode learns these kinds in the next steps of issue 52.
        case .list, .toggle, .choice, .grid, .progress:
            []
        }
    }

    private static func lines(of board: Board) -> [String] {
        let rows = board.cells.enumerated().map { row, marks in
            marks.enumerated()
                .map { column, mark in
                    let text = mark?.symbol.displayable ?? String(CellNumber.number(row: row, column: column))
                    return board.isHighlighted(row: row, column: column) ? "[\(text)]" : " \(text) "
                }
                .joined(separator: "|")
        }
        let separator = Array(repeating: "---", count: Board.size).joined(separator: "+")
        return Array(rows.map { [$0] }.joined(separator: [separator]))
    }
}

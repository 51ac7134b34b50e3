extension TerminalBuffer {

    /// Draws a box's outline with rounded corners, optionally with `title` centred in its top
    /// edge; the inside is left as it is.
    ///
    /// - Parameters:
    ///   - origin: The top left corner.
    ///   - size: The outline's size, at least 2×2.
    ///   - style: The outline's style.
    ///   - title: Text set into the top edge, if any.
    ///   - titleStyle: The title's style.
    ///   - isDashed: Whether the sides are dashed, as for something disabled.
    mutating func drawBox(at origin: CellPosition,
                          size: TerminalSize,
                          style: CellStyle,
                          title: String? = nil,
                          titleStyle: CellStyle? = nil,
                          isDashed: Bool = false) {
        guard size.columns >= 2, size.rows >= 2 else {
            return
        }
        let horizontal = String(repeating: isDashed ? "┄" : "─", count: size.columns - 2)
        let vertical = isDashed ? "┆" : "│"
        write("╭" + horizontal + "╮", at: origin, style: style)
        for row in 1..<(size.rows - 1) {
            write(vertical, at: origin.offsetBy(rows: row), style: style)
            write(vertical, at: origin.offsetBy(columns: size.columns - 1, rows: row), style: style)
        }
        write("╰" + horizontal + "╯", at: origin.offsetBy(rows: size.rows - 1), style: style)
        if let title, size.columns > 6 {
            let text = " " + title.displayable.truncated(toWidth: size.columns - 6) + " "
            write(text, at: origin.offsetBy(columns: (size.columns - text.displayWidth) / 2), style: titleStyle ?? style)
        }
    }

    /// Writes `text` centred between `left` and `left + width` on `row`, cut with `…` to fit.
    ///
    /// - Returns: The column of the text's first character.
    @discardableResult
    mutating func writeCentered(_ text: String, row: Int, left: Int, width: Int, style: CellStyle) -> Int {
        let fitted = text.displayable.truncated(toWidth: width)
        let column = left + (width - fitted.displayWidth) / 2
        write(fitted, at: CellPosition(column: column, row: row), style: style)
        return column
    }
}

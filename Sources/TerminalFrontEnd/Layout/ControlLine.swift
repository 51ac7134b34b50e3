import ScreenKit

/// The one-row shape toggles, choices, progress bars and list rows share, in `width` columns
/// from `left`: a column of margin, a column for the `▶` of the focus and a space, then the
/// content, a column of margin at the right.
struct ControlLine {

    /// The first column of the element's room.
    let left: Int

    /// The columns of the element's room.
    let width: Int

    /// The row.
    let row: Int

    /// Where the content starts.
    var contentLeft: Int {
        left + 3
    }

    /// The columns the content may take.
    var contentWidth: Int {
        max(width - 4, 0)
    }

    /// Draws `▶` left of the content, in `style`.
    func paintFocusMarker(into buffer: inout TerminalBuffer, style: CellStyle) {
        buffer.write("▶", at: CellPosition(column: left + 1, row: row), style: style)
    }

    /// Draws `title` at the left of the content and `value` at its right, the whole content
    /// in `style`; the title is cut with `…` where it would meet the value.
    func paint(title: String, value: String, into buffer: inout TerminalBuffer, style: CellStyle) {
        let value = value.displayable.truncated(toWidth: contentWidth / 2)
        buffer.fill(at: CellPosition(column: contentLeft, row: row), size: TerminalSize(columns: contentWidth, rows: 1), style: style)
        let titleWidth = max(contentWidth - value.displayWidth - 1, 0)
        buffer.write(title.displayable.truncated(toWidth: titleWidth), at: CellPosition(column: contentLeft, row: row), style: style)
        buffer.write(value, at: CellPosition(column: contentLeft + contentWidth - value.displayWidth, row: row), style: style)
    }
}

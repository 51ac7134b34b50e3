import ScreenKit

/// Draws a text field as a box; inside, the text and a caret, or the placeholder while the
/// field is empty. Once the field has text, the placeholder goes into the box's top edge as
/// its label. The focused field has a bold outline and `▶` beside it.
struct TextFieldPainter {

    /// The rows a field takes.
    static let height = 3

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `field` centred between `left` and `left + width`, its top at `row`.
    func paint(_ field: TextField, into buffer: inout TerminalBuffer, row: Int, left: Int, width: Int) {
        let isFocused = focus == .field(field.id)
        let boxWidth = min(Self.boxWidth, width - 4)
        let boxOrigin = CellPosition(column: left + (width - boxWidth) / 2, row: row)
        buffer.drawBox(at: boxOrigin,
                       size: TerminalSize(columns: boxWidth, rows: Self.height),
                       style: isFocused ? palette.border.bold() : palette.border,
                       title: field.text.isEmpty ? nil : field.placeholder,
                       titleStyle: palette.hint)
        let textOrigin = boxOrigin.offsetBy(columns: 2, rows: 1)
        let textWidth = boxWidth - 4 - (isFocused ? 1 : 0)
        if field.text.isEmpty {
            let placeholderColumn = isFocused ? textOrigin.column + 1 : textOrigin.column
            buffer.write(field.placeholder.displayable.truncated(toWidth: textWidth),
                         at: CellPosition(column: placeholderColumn, row: textOrigin.row), style: palette.hint)
            if isFocused {
                buffer.write(" ", at: textOrigin, style: palette.caret)
            }
        } else {
            let end = buffer.write(field.text.displayable.truncatedKeepingEnd(toWidth: textWidth), at: textOrigin, style: palette.base)
            if isFocused {
                buffer.write(" ", at: CellPosition(column: end, row: textOrigin.row), style: palette.caret)
            }
        }
        if isFocused {
            buffer.drawFocusMarkers(beside: boxOrigin.offsetBy(rows: 1), width: boxWidth, closing: false, style: palette.focusMarker)
        }
    }

    // MARK: - Private

    private static let boxWidth = 26
}

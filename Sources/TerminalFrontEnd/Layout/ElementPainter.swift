import ScreenKit

/// Draws one screen element centred in a column range of the card: labels, text fields,
/// buttons and the board. What has the focus gets a `▶` beside it and shows in reverse video.
struct ElementPainter {

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// The first column elements may use.
    let left: Int

    /// The number of columns elements may use.
    let width: Int

    /// The rows `element` takes.
    static func height(of element: ScreenElement) -> Int {
        switch element {
        case .label: 1
        case .textField, .button: 3
        case .board: BoardPainter.size.rows
        // Not drawn yet: the full-screen mode learns these kinds in the next steps of issue 52.
        case .list, .toggle, .choice, .grid, .progress: 0
        }
    }

    /// Draws `element` with its top at `row`.
    func paint(_ element: ScreenElement, into buffer: inout TerminalBuffer, row: Int) {
        switch element {
        case let .label(label):
            buffer.writeCentered(label.text, row: row, left: left + 1, width: width - 2, style: palette.label(label))
        case let .textField(field):
            paint(field, into: &buffer, row: row)
        case let .button(button):
            paint(button, into: &buffer, row: row)
        case let .board(board):
            let origin = CellPosition(column: left + (width - BoardPainter.size.columns) / 2, row: row)
            BoardPainter(palette: palette, focus: focus).paint(board, into: &buffer, at: origin)
        case .list, .toggle, .choice, .grid, .progress:
            break
        }
    }

    // MARK: - Private

    private static let fieldWidth = 26
    private static let smallestButtonWidth = 22

    /// A box; inside, the text and a caret, or the placeholder while the field is empty. Once
    /// the field has text, the placeholder moves into the box's top edge as its label.
    private func paint(_ field: TextField, into buffer: inout TerminalBuffer, row: Int) {
        let isFocused = focus == .field(field.id)
        let boxWidth = min(Self.fieldWidth, width - 4)
        let boxOrigin = CellPosition(column: left + (width - boxWidth) / 2, row: row)
        buffer.drawBox(at: boxOrigin,
                       size: TerminalSize(columns: boxWidth, rows: 3),
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
            paintFocusMarkers(beside: boxOrigin.offsetBy(rows: 1), width: boxWidth, into: &buffer, closing: false)
        }
    }

    /// A filled box with the title in its middle.
    private func paint(_ button: Button, into buffer: inout TerminalBuffer, row: Int) {
        let isFocused = focus == .button(button.id)
        let title = button.title.displayable
        let boxWidth = min(max(title.displayWidth + 8, Self.smallestButtonWidth), width - 6)
        let boxOrigin = CellPosition(column: left + (width - boxWidth) / 2, row: row)
        let boxSize = TerminalSize(columns: boxWidth, rows: 3)
        let style = palette.button(isFocused: isFocused)
        buffer.fill(at: boxOrigin, size: boxSize, style: style)
        buffer.drawBox(at: boxOrigin, size: boxSize, style: style)
        buffer.writeCentered(title, row: row + 1, left: boxOrigin.column + 1, width: boxWidth - 2, style: style)
        if isFocused {
            paintFocusMarkers(beside: boxOrigin.offsetBy(rows: 1), width: boxWidth, into: &buffer, closing: true)
        }
    }

    /// `▶` one column left of the element starting at `position`; with `closing`, also `◀`
    /// one column right of its end.
    private func paintFocusMarkers(beside position: CellPosition, width: Int, into buffer: inout TerminalBuffer, closing: Bool) {
        buffer.write("▶", at: position.offsetBy(columns: -2), style: palette.focusMarker)
        if closing {
            buffer.write("◀", at: position.offsetBy(columns: width + 1), style: palette.focusMarker)
        }
    }
}

import ScreenKit

/// Draws a button as a filled box with its title in the middle: bold when it is the screen's
/// primary action, red when destructive, dim with a dashed outline while disabled; the focused
/// one in reverse video (bold on a yellow screen) with `▶ ◀` beside it.
struct ButtonPainter {

    /// The rows a button takes.
    static let height = 3

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `button` centred between `left` and `left + width`, its top at `row`.
    func paint(_ button: Button, into buffer: inout TerminalBuffer, row: Int, left: Int, width: Int) {
        let isFocused = focus == .button(button.id)
        let title = button.title.displayable
        let boxWidth = min(max(title.displayWidth + 8, Self.smallestWidth), width - 6)
        let boxOrigin = CellPosition(column: left + (width - boxWidth) / 2, row: row)
        let boxSize = TerminalSize(columns: boxWidth, rows: Self.height)
        let style = palette.button(isFocused: isFocused, role: button.role, isEnabled: button.isEnabled)
        buffer.fill(at: boxOrigin, size: boxSize, style: style)
        buffer.drawBox(at: boxOrigin, size: boxSize, style: style, isDashed: !button.isEnabled)
        buffer.writeCentered(title, row: row + 1, left: boxOrigin.column + 1, width: boxWidth - 2, style: style)
        if isFocused {
            buffer.drawFocusMarkers(beside: boxOrigin.offsetBy(rows: 1), width: boxWidth, closing: true, style: palette.focusMarker)
        }
    }

    // MARK: - Private

    private static let smallestWidth = 22
}

import ScreenKit

/// Draws an alert as a box over the middle of the card: its title in bold, its message, and
/// its actions in a row, the focused one as `▶ Title ◀` in reverse video, the others as
/// `[ Title ]`.
struct AlertPainter {

    /// The alert drawn.
    let alert: Alert

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws the alert centred over the rectangle at `origin` of `size`.
    func paint(into buffer: inout TerminalBuffer, over origin: CellPosition, size: TerminalSize) {
        let palette = Palette(background: .plain)
        let actions = alert.actionTitles.enumerated().map { index, title in
            focus == .alertAction(index) ? "▶ \(title.displayable) ◀" : "[ \(title.displayable) ]"
        }
        let texts = [alert.title, alert.message ?? ""].map(\.displayable) + [actions.joined(separator: "  ")]
        let widest = texts.map(\.displayWidth).max() ?? 0
        let boxWidth = min(max(widest + 6, Self.smallestWidth), size.columns - 4)
        let boxRows = alert.message == nil ? 7 : 8
        let boxOrigin = CellPosition(column: origin.column + (size.columns - boxWidth) / 2,
                                     row: origin.row + (size.rows - boxRows) / 2)
        let boxSize = TerminalSize(columns: boxWidth, rows: boxRows)
        buffer.fill(at: boxOrigin, size: boxSize, style: palette.base)
        buffer.drawBox(at: boxOrigin, size: boxSize, style: palette.border.bold())
        let inside = (left: boxOrigin.column + 2, width: boxWidth - 4)
        var row = boxOrigin.row + 2
        buffer.writeCentered(alert.title, row: row, left: inside.left, width: inside.width, style: palette.base.bold())
        if let message = alert.message {
            row += 1
            buffer.writeCentered(message, row: row, left: inside.left, width: inside.width, style: palette.base)
        }
        row += 2
        paintActions(actions, row: row, left: inside.left, width: inside.width, palette: palette, into: &buffer)
    }

    // MARK: - Private

    private static let smallestWidth = 26

    private func paintActions(_ actions: [String], row: Int, left: Int, width: Int, palette: Palette, into buffer: inout TerminalBuffer) {
        let total = actions.map(\.displayWidth).reduce(0, +) + 2 * max(actions.count - 1, 0)
        var column = left + max((width - total) / 2, 0)
        for (index, action) in actions.enumerated() {
            let style = palette.button(isFocused: focus == .alertAction(index))
            column = buffer.write(action, at: CellPosition(column: column, row: row), style: style, limit: left + width - column) + 2
        }
    }
}

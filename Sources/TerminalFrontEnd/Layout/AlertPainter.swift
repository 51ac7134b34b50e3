import ScreenKit

/// Draws an alert: its title in bold, its message, and its actions in a row, the focused one
/// as `▶ Title ◀` in reverse video, the others as `[ Title ]`.
///
/// An alert shows inside the card, below the screen it belongs to, so that it hides nothing
/// (what the screen ended on stays whole); where the terminal is too short for that, it shows
/// as a box over the middle of the card.
struct AlertPainter {

    /// The alert drawn.
    let alert: Alert

    /// What has the focus.
    let focus: FocusTarget?

    /// The rows the alert takes below a screen `width` columns wide: its title and message,
    /// wrapped, a blank row, and the actions.
    func inlineRows(width: Int) -> Int {
        texts(width: width).count + 2
    }

    /// Draws the alert below a screen, from `top`, centred in `width` columns from `left`.
    func paintInline(into buffer: inout TerminalBuffer, top: Int, left: Int, width: Int, palette: Palette) {
        var row = top
        for (index, line) in texts(width: width).enumerated() {
            let style = index < titleLines(width: width).count ? palette.base.bold() : palette.base
            buffer.writeCentered(line, row: row, left: left, width: width, style: style)
            row += 1
        }
        paintActions(row: row + 1, left: left, width: width, palette: palette, into: &buffer)
    }

    /// Draws the alert as a box centred over the rectangle at `origin` of `size`.
    func paint(into buffer: inout TerminalBuffer, over origin: CellPosition, size: TerminalSize) {
        let palette = Palette(background: .plain)
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
        paintActions(row: row, left: inside.left, width: inside.width, palette: palette, into: &buffer)
    }

    // MARK: - Private

    private static let smallestWidth = 26

    private var actions: [String] {
        alert.actionTitles.enumerated().map { index, title in
            focus == .alertAction(index) ? "▶ \(title.displayable) ◀" : "[ \(title.displayable) ]"
        }
    }

    private func titleLines(width: Int) -> [String] {
        alert.title.displayable.wrapped(toWidth: width)
    }

    /// The title's lines, then the message's.
    private func texts(width: Int) -> [String] {
        titleLines(width: width) + (alert.message.map { $0.displayable.wrapped(toWidth: width) } ?? [])
    }

    private func paintActions(row: Int, left: Int, width: Int, palette: Palette, into buffer: inout TerminalBuffer) {
        let actions = actions
        let total = actions.map(\.displayWidth).reduce(0, +) + 2 * max(actions.count - 1, 0)
        var column = left + max((width - total) / 2, 0)
        for (index, action) in actions.enumerated() {
            let style = palette.button(isFocused: focus == .alertAction(index))
            column = buffer.write(action, at: CellPosition(column: column, row: row), style: style, limit: left + width - column) + 2
        }
    }
}

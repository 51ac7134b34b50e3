import ScreenKit

/// Draws a list, a row of the screen for each of its rows: `[x]` or `[ ]` where the row has a
/// check box, its title, and its detail dimmed after a `·`. The focused row has `▶` beside it
/// and shows its actions at the right as `[Remove]`, the one picked with ←→ in reverse video
/// (the row itself otherwise); a disabled action is dim, a destructive one red. A list without
/// rows shows its empty text, dimmed. Only the rows in view are drawn, so a list of any length
/// costs what the screen shows.
struct ListPainter {

    /// The rows `list` takes: one a row, and one for the empty text.
    static func height(of list: List) -> Int {
        max(list.rows.count, 1)
    }

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `list` in `width` columns from `left`, its first row at `top`.
    func paint(_ list: List, into buffer: inout TerminalBuffer, top: Int, left: Int, width: Int) {
        guard !list.rows.isEmpty else {
            buffer.writeCentered(list.emptyText, row: top, left: left + 1, width: width - 2, style: palette.hint)
            return
        }
        let visible = buffer.paintableRows.clamped(to: 0..<buffer.size.rows).clamped(to: top..<(top + list.rows.count))
        for row in visible {
            let index = row - top
            paint(list.rows[index], at: index, of: list, on: ControlLine(left: left, width: width, row: row), into: &buffer)
        }
    }

    // MARK: - Private

    private func paint(_ row: ListRow, at index: Int, of list: List, on line: ControlLine, into buffer: inout TerminalBuffer) {
        let focusedAction: Int?? = if case let .row(id, focusedIndex, action) = focus, id == list.id, focusedIndex == index {
            .some(action)
        } else {
            .none
        }
        let end = line.contentLeft + line.contentWidth
        let actionsLeft = focusedAction.map { paintActions(of: row, focused: $0, on: line, into: &buffer) } ?? end
        let style = palette.control(isFocused: focusedAction == .some(nil))
        let check = row.isChecked.map { $0 ? "[x] " : "[ ] " } ?? ""
        let room = max(actionsLeft - line.contentLeft - 1, 0)
        let titleEnd = buffer.write((check + row.title.displayable).truncated(toWidth: room),
                                    at: CellPosition(column: line.contentLeft, row: line.row), style: style)
        if let detail = row.detail, titleEnd + 3 < line.contentLeft + room {
            buffer.write((" · " + detail.displayable).truncated(toWidth: line.contentLeft + room - titleEnd),
                         at: CellPosition(column: titleEnd, row: line.row), style: palette.hint)
        }
        if focusedAction != nil {
            line.paintFocusMarker(into: &buffer, style: palette.focusMarker)
        }
    }

    /// Draws the row's actions as `[Title]`, right-aligned on `line` in at most half its
    /// content, each title cut alike to fit; returns the column where they start.
    private func paintActions(of row: ListRow, focused: Int?, on line: ControlLine, into buffer: inout TerminalBuffer) -> Int {
        let end = line.contentLeft + line.contentWidth
        guard !row.actions.isEmpty else {
            return end
        }
        let titleWidth = max(line.contentWidth / 2 / row.actions.count - 3, 1)
        let labels = row.actions.map { "[" + $0.title.displayable.truncated(toWidth: titleWidth) + "]" }
        var column = end - labels.map(\.displayWidth).reduce(0, +) - (labels.count - 1)
        let start = column
        for (index, (action, label)) in zip(row.actions, labels).enumerated() {
            let style = palette.rowAction(action, isFocused: focused == index)
            column = buffer.write(label, at: CellPosition(column: column, row: line.row), style: style) + 1
        }
        return start
    }
}

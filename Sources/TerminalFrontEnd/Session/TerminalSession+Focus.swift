import ScreenKit

extension TerminalSession {

    /// Takes the focus `steps` elements on (back for negative steps), wrapping round the ends
    /// or stopping at them; an element is entered at its start, or a list at its last row when
    /// `fromTheEnd`.
    func moveFocusToStop(by steps: Int, wrapping: Bool, fromTheEnd: Bool = false) {
        guard let content else {
            return
        }
        let stops = content.focusStops
        guard let stop = stops.element(steps, after: focus?.stop, wrapping: wrapping), stop != focus?.stop else {
            return
        }
        focus = content.entry(into: stop, fromTheEnd: fromTheEnd)
    }

    /// Takes the focus on with an arrow: within a list from row to row (past its ends to the
    /// element before or after), and ←→ between the focused row and its actions; within a grid
    /// or the board from cell to cell, stopping at the edges; ←→ change a choice; elsewhere up
    /// and left go to the previous element, down and right to the next.
    func moveFocus(with arrow: Key) {
        let step = arrow == .up || arrow == .left ? -1 : 1
        let isVertical = arrow == .up || arrow == .down
        // Going back, a list is entered at its last row.
        guard let content, content.alert == nil, let focus else {
            moveFocusToStop(by: step, wrapping: false, fromTheEnd: step < 0)
            return
        }
        switch focus {
        case let .row(id, index, action):
            guard let list = content.screen.list(id) else {
                return
            }
            if isVertical {
                let next = index + step
                if list.rows.indices.contains(next) {
                    self.focus = .row(list: id, index: next, action: nil)
                } else {
                    moveFocusToStop(by: step, wrapping: false, fromTheEnd: step < 0)
                }
            } else {
                let actions = list.rows[index].actions.count
                // -1 is the row itself, left of its first action.
                let picked = (action ?? -1) + step
                self.focus = .row(list: id, index: index, action: picked < 0 || actions == 0 ? nil : min(picked, actions - 1))
            }
        case let .gridCell(id, position):
            guard let grid = content.screen.grid(id) else {
                return
            }
            let moved = Self.moved(position, by: isVertical ? (step, 0) : (0, step), rows: grid.rows, columns: grid.columns)
            self.focus = .gridCell(grid: id, at: moved)
        case let .choice(id) where !isVertical:
            stepChoice(id, by: step, wrapping: false)
        default:
            moveFocusToStop(by: step, wrapping: false, fromTheEnd: step < 0)
        }
    }

    /// Takes the focus a page on or to the end with Page Up, Page Down, Home or End: within a
    /// list by as many rows as show at once, or to its first or last row; within a grid by as
    /// many rows of cells, or to its first or last cell; elsewhere to the element about a page
    /// above or below, or to the first or last element.
    func moveFocusFar(with key: Key) {
        guard let content, content.alert == nil, let focus, let view else {
            return
        }
        let step = key == .pageUp || key == .home ? -1 : 1
        let isPage = key == .pageUp || key == .pageDown
        switch focus {
        case let .row(id, index, _):
            guard let list = content.screen.list(id) else {
                return
            }
            let target = isPage ? index + step * max(view.rows - 1, 1) : step < 0 ? 0 : list.rows.count - 1
            self.focus = .row(list: id, index: min(max(target, 0), list.rows.count - 1), action: nil)
        case let .gridCell(id, position):
            guard let grid = content.screen.grid(id) else {
                return
            }
            let geometry = view.layout.geometry(of: grid, focus: focus)
            let moved = isPage
                ? Self.moved(position, by: (step * geometry.gridRows(inPageOf: view.rows), 0), rows: grid.rows, columns: grid.columns)
                : step < 0 ? GridPosition(row: 0, column: 0) : GridPosition(row: grid.rows - 1, column: grid.columns - 1)
            self.focus = .gridCell(grid: id, at: moved)
        default:
            moveFocusToStop(farBy: step, isPage: isPage, in: content, view: view)
        }
    }

    // MARK: - Private

    /// `position` moved by `offset`, kept within `rows` × `columns`.
    private static func moved(_ position: GridPosition, by offset: (rows: Int, columns: Int), rows: Int, columns: Int) -> GridPosition {
        GridPosition(row: min(max(position.row + offset.rows, 0), rows - 1),
                     column: min(max(position.column + offset.columns, 0), columns - 1))
    }

    /// Takes the focus to the first or last element, or (`isPage`) to the element furthest
    /// from the focused one that is less than a page of rows away, and at least the next one.
    private func moveFocusToStop(farBy step: Int, isPage: Bool, in content: WindowContent, view: (rows: Int, layout: CardLayout)) {
        let stops = content.focusStops
        guard isPage, let current = focus?.stop, let currentTop = view.layout.top(of: current, on: content.screen) else {
            let stop = step < 0 ? stops.first : stops.last
            focus = stop.flatMap { content.entry(into: $0, fromTheEnd: step > 0) }
            return
        }
        let withinPage = stops.filter { stop in
            guard stop != current, let top = view.layout.top(of: stop, on: content.screen) else {
                return false
            }
            let distance = (top - currentTop) * step
            return distance > 0 && distance < view.rows
        }
        guard let stop = step < 0 ? withinPage.first : withinPage.last else {
            moveFocusToStop(by: step, wrapping: false)
            return
        }
        focus = content.entry(into: stop, fromTheEnd: false)
    }
}

import ScreenKit

extension TerminalSession {

    /// The rows a notch of the mouse wheel scrolls, as in most programs.
    static let rowsPerWheelNotch = 3

    /// Scrolls with a notch of the mouse wheel, wherever the pointer is; the wheel never
    /// checks, taps or presses anything.
    ///
    /// In a list or a grid with the focus, the focus moves three rows, as three arrows would
    /// but never out of the list or grid, and the view follows it as it follows the arrows.
    /// At the list's or grid's first or last row, on any other element, and on a screen where
    /// nothing takes the focus, the view moves three rows instead. When the focus leaves the
    /// view, it goes to the nearest element, row or cell on the side the view moved to:
    /// scrolling down, the first that starts at or below the view's top; scrolling up, the last
    /// that ends at or above its bottom. That is the one nearest the edge in view, or, past
    /// something taller than the view that takes no focus (a long run of labels), the next one
    /// beyond it, which the view then moves on to show. With nothing there, the focus stays and
    /// the view moves only as far as keeps it in view. While an alert shows, the wheel does
    /// nothing.
    ///
    /// - Parameter wheel: ``Key/wheelUp`` or ``Key/wheelDown``.
    func scroll(with wheel: Key) {
        guard let content, content.alert == nil, let view else {
            return
        }
        let rows = (wheel == .wheelUp ? -1 : 1) * Self.rowsPerWheelNotch
        if let moved = focus.flatMap({ Self.focus($0, movedBy: rows, within: content.screen) }) {
            focus = moved
            return
        }
        // The layout is the last frame's: among the keys of one read, a key before this one may
        // have changed the screen, and a frame for it is still to come.
        guard view.layout.tops.count == content.screen.elements.count else {
            return
        }
        // Where the next frame would scroll to show the focus, which keys before this one in
        // the same read may have moved.
        let wanted = focus.flatMap { view.layout.rows(showing: $0, on: content.screen) }
        let current = Scrolling.offset(from: scrollOffset, showing: wanted, viewRows: view.rows, contentRows: view.layout.contentHeight)
        let offset = min(max(current + rows, 0), max(view.layout.contentHeight - view.rows, 0))
        let inView = offset..<(offset + view.rows)
        if let focus, !Self.shows(focus, in: inView, on: content.screen, layout: view.layout) {
            let edge = rows > 0 ? inView.lowerBound : inView.upperBound
            self.focus = target(nearest: edge, below: rows > 0, on: content, layout: view.layout) ?? focus
        }
        scrollOffset = offset
    }

    // MARK: - Private

    /// `focus` on a list's row or a grid's cell moved `rows` rows, stopping at the list's or
    /// grid's ends; `nil` when it cannot move, or is elsewhere.
    private static func focus(_ focus: FocusTarget, movedBy rows: Int, within screen: Screen) -> FocusTarget? {
        switch focus {
        case let .row(id, index, _):
            guard let list = screen.list(id) else {
                return nil
            }
            let moved = min(max(index + rows, 0), list.rows.count - 1)
            return moved == index ? nil : .row(list: id, index: moved, action: nil)
        case let .gridCell(id, position):
            guard let grid = screen.grid(id) else {
                return nil
            }
            let moved = min(max(position.row + rows, 0), grid.rows - 1)
            return moved == position.row ? nil : .gridCell(grid: id, at: GridPosition(row: moved, column: position.column))
        default:
            return nil
        }
    }

    /// Whether the view showing the content rows `inView` shows `target` as the drawing wants
    /// it shown, so that drawing would not scroll to it.
    private static func shows(_ target: FocusTarget, in inView: Range<Int>, on screen: Screen, layout: CardLayout) -> Bool {
        let wanted = layout.rows(showing: target, on: screen)
        return Scrolling.offset(from: inView.lowerBound, showing: wanted, viewRows: inView.count, contentRows: layout.contentHeight)
            == inView.lowerBound
    }

    /// What can take the focus nearest the content row `edge`: `below` it, the first element,
    /// list row or grid cell that starts at or below it; otherwise the last that ends above it.
    /// A grid's cell is in the focused column, or in the column the grid is entered at. A look
    /// at each element, never at each row.
    private func target(nearest edge: Int, below: Bool, on content: WindowContent, layout: CardLayout) -> FocusTarget? {
        let elements = content.screen.elements
        let order = below ? Array(elements.indices) : elements.indices.reversed()
        for index in order {
            // The edge counted from the element's top.
            let edge = edge - layout.tops[index]
            switch elements[index] {
            case let .list(list):
                let row = below ? max(edge, 0) : min(edge, list.rows.count) - 1
                if list.rows.indices.contains(row) {
                    return .row(list: list.id, index: row, action: nil)
                }
            case let .grid(grid):
                let geometry = layout.geometry(of: grid, focus: focus)
                let focusedColumn: Int? = if case let .gridCell(id, position) = focus, id == grid.id { position.column } else { nil }
                if let row = below ? geometry.firstCellRow(startingAtOrBelow: edge) : geometry.lastCellRow(endingAtOrAbove: edge),
                   let column = focusedColumn ?? grid.cellNearestCentre?.column {
                    return .gridCell(grid: grid.id, at: GridPosition(row: row, column: column))
                }
            case let element:
                if let stop = element.focusStop, below ? edge <= 0 : layout.heights[index] <= edge {
                    return content.entry(into: stop, fromTheEnd: false)
                }
            }
        }
        return nil
    }
}

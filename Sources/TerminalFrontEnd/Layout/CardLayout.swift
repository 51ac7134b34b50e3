import ScreenKit

/// Where a screen's elements go inside its card, in rows from the top of the card's content,
/// a blank row between them; and which rows must be in view for the focus to be seen. Costs a
/// look at each element, never at each row of a list.
struct CardLayout {

    /// Each element's first row, in screen order.
    let tops: [Int]

    /// Each element's rows, in screen order.
    let heights: [Int]

    /// The rows of all the elements and the blank rows between them.
    let contentHeight: Int

    /// The layout of `screen`'s elements in `width` columns.
    init(screen: Screen, width: Int) {
        self.width = width
        heights = screen.elements.map { ElementPainter.height(of: $0, width: width) }
        var tops: [Int] = []
        var row = 0
        for height in heights {
            tops.append(row)
            row += height + 1
        }
        self.tops = tops
        contentHeight = max(row - 1, 0)
    }

    /// The rows that must be in view for `focus` on `screen` to be seen: the focused row of a
    /// list, a grid's focused cell with the lines round it, or the whole element; `nil` when
    /// this layout, made for an earlier screen, has no element there (the screen grew since,
    /// by a key earlier in the same read).
    func rows(showing focus: FocusTarget, on screen: Screen) -> Range<Int>? {
        guard let index = screen.elements.firstIndex(where: { $0.focusStop == focus.stop }), tops.indices.contains(index) else {
            return nil
        }
        let top = tops[index]
        switch focus {
        case let .row(_, row, _):
            return (top + row)..<(top + row + 1)
        case let .gridCell(_, position):
            guard case let .grid(grid) = screen.elements[index] else {
                return nil
            }
            let rows = geometry(of: grid, focus: focus).drawnRows(around: position.row)
            return (top + rows.lowerBound)..<(top + rows.upperBound)
        default:
            return top..<(top + heights[index])
        }
    }

    /// Where the cells of `grid` go in this layout.
    func geometry(of grid: Grid, focus: FocusTarget?) -> GridGeometry {
        // A column of margin each side, as the grid's painter leaves.
        GridGeometry(grid, width: width - 2, focus: focus)
    }

    /// The first row of the element `stop` is, if the screen shows it.
    func top(of stop: FocusStop, on screen: Screen) -> Int? {
        screen.elements.firstIndex { $0.focusStop == stop }.flatMap { tops.indices.contains($0) ? tops[$0] : nil }
    }

    // MARK: - Private

    private let width: Int
}

import ScreenKit

/// What has the keyboard focus: where typing goes and what Enter presses.
enum FocusTarget: Hashable, Sendable {

    /// The text field with this identifier.
    case field(String)

    /// The button with this identifier.
    case button(String)

    /// The toggle with this identifier.
    case toggle(String)

    /// The choice with this identifier.
    case choice(String)

    /// The row at `index` of the list `list`; `action` is the index of the row action picked
    /// with ←→, or `nil` for the row itself.
    case row(list: String, index: Int, action: Int?)

    /// The cell at `position` of the grid `grid`.
    case gridCell(grid: String, at: GridPosition)

    /// The alert action at this index, the first being the default.
    case alertAction(Int)

    /// The element this target is in, which Tab steps between.
    var stop: FocusStop {
        switch self {
        case let .field(id): .field(id)
        case let .button(id): .button(id)
        case let .toggle(id): .toggle(id)
        case let .choice(id): .choice(id)
        case let .row(list, _, _): .list(list)
        case let .gridCell(grid, _): .grid(grid)
        case let .alertAction(index): .alertAction(index)
        }
    }
}

/// An element that can take the focus, as Tab visits it: a list or a grid is one stop, however
/// many rows or cells it has, so that nothing is made for each of them.
enum FocusStop: Hashable, Sendable {

    /// A text field.
    case field(String)

    /// A button.
    case button(String)

    /// A toggle.
    case toggle(String)

    /// A choice.
    case choice(String)

    /// A list with at least one row.
    case list(String)

    /// A grid with at least one cell.
    case grid(String)

    /// An alert action, by index.
    case alertAction(Int)
}

extension Array where Element: Equatable {

    /// The element `steps` places after `element` (before it for negative steps), wrapping
    /// around the ends or stopping at them; the first element if `element` is not here.
    func element(_ steps: Int, after element: Element?, wrapping: Bool) -> Element? {
        guard !isEmpty else {
            return nil
        }
        guard let element, let index = firstIndex(of: element) else {
            return first
        }
        let moved = index + steps
        return self[wrapping ? (moved % count + count) % count : Swift.min(Swift.max(moved, 0), count - 1)]
    }
}

import ScreenKit

extension WindowContent {

    /// Everything that can take the focus, in the order Tab visits it: the alert's actions
    /// while an alert shows, otherwise the screen's fields, buttons, toggles, choices, lists
    /// with rows, grids with cells and the board. Disabled elements take the focus too, so
    /// that trying them says why they are disabled.
    var focusStops: [FocusStop] {
        if let alert {
            return alert.actionTitles.indices.map { .alertAction($0) }
        }
        return screen.elements.compactMap(\.focusStop)
    }

    /// Where the focus goes when this content is new: into its first stop.
    var initialFocus: FocusTarget? {
        focusStops.first.flatMap { entry(into: $0, fromTheEnd: false) }
    }

    /// Where the focus lands on entering `stop`: a list's first row (its last `fromTheEnd`),
    /// a grid's enabled cell nearest its centre.
    func entry(into stop: FocusStop, fromTheEnd: Bool) -> FocusTarget? {
        switch stop {
        case let .field(id): .field(id)
        case let .button(id): .button(id)
        case let .toggle(id): .toggle(id)
        case let .choice(id): .choice(id)
        case let .alertAction(index): .alertAction(index)
        case let .list(id):
            screen.list(id).flatMap { list in
                list.rows.isEmpty ? nil : .row(list: id, index: fromTheEnd ? list.rows.count - 1 : 0, action: nil)
            }
        case let .grid(id):
            screen.grid(id).flatMap { grid in grid.cellNearestCentre.map { .gridCell(grid: id, at: $0) } }
        }
    }

    /// `target` on this content, if it is still here: a row past the end of a list that
    /// shrank becomes its last row, a row action past the row's actions its last one, a cell
    /// off a grid that shrank the nearest cell on it.
    func resolved(_ target: FocusTarget) -> FocusTarget? {
        guard focusStops.contains(target.stop) else {
            return nil
        }
        switch target {
        case let .row(id, index, action):
            guard let list = screen.list(id), !list.rows.isEmpty else {
                return nil
            }
            let row = min(max(index, 0), list.rows.count - 1)
            let actions = list.rows[row].actions.count
            return .row(list: id, index: row, action: action.flatMap { actions == 0 ? nil : min($0, actions - 1) })
        case let .gridCell(id, position):
            guard let grid = screen.grid(id) else {
                return nil
            }
            return .gridCell(grid: id, at: GridPosition(row: min(position.row, grid.rows - 1), column: min(position.column, grid.columns - 1)))
        default:
            return target
        }
    }
}

extension Grid {

    /// The enabled cell nearest the grid's centre (the first in reading order of those as
    /// near); the cell nearest the centre when none is enabled, so that trying it says why;
    /// `nil` for a grid without cells.
    var cellNearestCentre: GridPosition? {
        guard rows > 0, columns > 0 else {
            return nil
        }
        // In half cells, so that the centre of an even side is a whole number too.
        func distance(_ position: GridPosition) -> Int {
            let rowOffset = 2 * position.row - (rows - 1)
            let columnOffset = 2 * position.column - (columns - 1)
            return rowOffset * rowOffset + columnOffset * columnOffset
        }
        var nearest: GridPosition?
        var nearestEnabled: GridPosition?
        for row in 0..<rows {
            for column in 0..<columns {
                let position = GridPosition(row: row, column: column)
                if nearest.map({ distance(position) < distance($0) }) ?? true {
                    nearest = position
                }
                if isEnabled(at: position), nearestEnabled.map({ distance(position) < distance($0) }) ?? true {
                    nearestEnabled = position
                }
            }
        }
        return nearestEnabled ?? nearest
    }
}

extension ScreenElement {

    /// The stop this element is for Tab, if it takes the focus.
    var focusStop: FocusStop? {
        switch self {
        case .label, .progress: nil
        case let .textField(field): .field(field.id)
        case let .button(button): .button(button.id)
        case let .toggle(toggle): .toggle(toggle.id)
        case let .choice(choice): .choice(choice.id)
        case let .list(list): list.rows.isEmpty ? nil : .list(list.id)
        case let .grid(grid): grid.rows > 0 && grid.columns > 0 ? .grid(grid.id) : nil
        }
    }
}

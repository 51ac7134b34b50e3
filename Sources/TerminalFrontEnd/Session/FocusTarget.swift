import ScreenKit

/// What has the keyboard focus: where typing goes and what Enter presses.
enum FocusTarget: Hashable, Sendable {

    /// The text field with this identifier.
    case field(String)

    /// The button with this identifier.
    case button(String)

    /// The board cell at `row` and `column`, both from 0.
    case cell(row: Int, column: Int)

    /// The alert action at this index, the first being the default.
    case alertAction(Int)
}

extension WindowContent {

    /// Everything that can take the focus, in the order Tab visits it: the alert's actions
    /// while an alert shows, otherwise the screen's fields, buttons and board cells.
    var focusTargets: [FocusTarget] {
        if let alert {
            return alert.actionTitles.indices.map { .alertAction($0) }
        }
        return screen.elements.flatMap { element -> [FocusTarget] in
            switch element {
            case .label, .list, .toggle, .choice, .grid, .progress: []
            case let .textField(field): [.field(field.id)]
            case let .button(button): [.button(button.id)]
            case .board: Self.boardCells.map { .cell(row: $0.row, column: $0.column) }
            }
        }
    }

    /// Where the focus goes when this content is new: the alert's default action, else the
    /// board's centre (or its first empty cell when the centre is taken), else the first
    /// field or button.
    var initialFocus: FocusTarget? {
        if alert == nil, let board = screen.board {
            let centre = (row: Board.size / 2, column: Board.size / 2)
            let free = ([centre] + Self.boardCells).first { board.mark(atRow: $0.row, column: $0.column) == nil }
            return free.map { .cell(row: $0.row, column: $0.column) }
        }
        return focusTargets.first
    }

    // MARK: - Private

    private static let boardCells = (1...(Board.size * Board.size)).compactMap(CellNumber.cell)
}

extension Array where Element == FocusTarget {

    /// The target `steps` places after `target` (before it for negative steps), wrapping
    /// around the ends or stopping at them; the first target if `target` is not here.
    func target(_ steps: Int, after target: FocusTarget?, wrapping: Bool) -> FocusTarget? {
        guard !isEmpty else {
            return nil
        }
        guard let target, let index = firstIndex(of: target) else {
            return first
        }
        let moved = index + steps
        return self[wrapping ? (moved % count + count) % count : Swift.min(Swift.max(moved, 0), count - 1)]
    }
}

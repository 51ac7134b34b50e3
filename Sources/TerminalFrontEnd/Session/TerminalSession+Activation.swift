import ScreenKit

extension TerminalSession {

    /// Does what Enter does to the focus: goes from a field to the next element, presses a
    /// button, flips a toggle, steps a choice to its next option (round to the first), on a
    /// row chooses the action picked with ←→ or else checks the row (or, without a check box,
    /// chooses its first action), taps a cell, or chooses an alert action.
    func activateFocus() {
        guard let content else {
            return
        }
        switch focus {
        case let .alertAction(index):
            perform(.chooseAlertAction(index: index))
        case .field:
            moveFocusToStop(by: 1, wrapping: false)
        case let .button(id):
            perform(.tapButton(id: id))
        case let .toggle(id):
            flipToggle(id)
        case let .choice(id):
            stepChoice(id, by: 1, wrapping: true)
        case let .row(id, index, action):
            guard let row = content.screen.list(id)?.rows[safe: index] else {
                return
            }
            if let action, let chosen = row.actions[safe: action] {
                perform(.chooseRowAction(list: id, row: row.id, action: chosen.id))
            } else if let isChecked = row.isChecked {
                perform(.checkRow(list: id, row: row.id, isChecked: !isChecked))
            } else if let first = row.actions.first {
                perform(.chooseRowAction(list: id, row: row.id, action: first.id))
            }
        case let .gridCell(id, position):
            perform(.tapGridCell(grid: id, at: position))
        case nil:
            if content.alert != nil {
                perform(.chooseAlertAction(index: 0))
            }
        }
    }

    /// Does what Space does outside a field: checks or unchecks the focused row (a row without
    /// a check box is left alone), and otherwise what Enter does.
    func pressSpace() {
        guard case let .row(id, index, _) = focus else {
            activateFocus()
            return
        }
        guard let row = content?.screen.list(id)?.rows[safe: index], let isChecked = row.isChecked else {
            return
        }
        perform(.checkRow(list: id, row: row.id, isChecked: !isChecked))
    }

    /// Selects the option `steps` after the selected one of the choice `id`, wrapping round
    /// the ends or stopping at them.
    func stepChoice(_ id: String, by steps: Int, wrapping: Bool) {
        guard let choice = content?.screen.choice(id), !choice.options.isEmpty else {
            return
        }
        let current = choice.selected ?? (steps > 0 ? -1 : choice.options.count)
        let next = current + steps
        let index = wrapping ? (next % choice.options.count + choice.options.count) % choice.options.count
            : min(max(next, 0), choice.options.count - 1)
        guard index != choice.selected || !choice.isEnabled else {
            return
        }
        perform(.chooseOption(choice: id, index: index))
    }

    /// Taps the cell a digit names, `1` to `9` in reading order, on the screen's first grid of
    /// at most nine cells, as its empty cells show them and a phone's keypad reads a 3×3 grid.
    /// Other characters name no cell.
    func tapGridCell(numbered character: Character) {
        guard let content, content.alert == nil, let number = character.wholeNumberValue, character.isASCII, number > 0 else {
            return
        }
        guard let grid = content.screen.elements.lazy.compactMap(\.smallGrid).first, number <= grid.rows * grid.columns else {
            return
        }
        let position = GridPosition(row: (number - 1) / grid.columns, column: (number - 1) % grid.columns)
        focus = .gridCell(grid: grid.id, at: position)
        perform(.tapGridCell(grid: grid.id, at: position))
    }

    // MARK: - Private

    private func flipToggle(_ id: String) {
        guard let toggle = content?.screen.toggle(id) else {
            return
        }
        perform(.setToggle(id: id, isOn: !toggle.isOn))
    }
}

extension ScreenElement {

    /// The grid this element is, if it has at most nine cells, which digits can name.
    fileprivate var smallGrid: Grid? {
        guard case let .grid(grid) = self, grid.isTappedByDigits else {
            return nil
        }
        return grid
    }
}

extension Array {

    /// The element at `index`, or `nil` when the index is out of range.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

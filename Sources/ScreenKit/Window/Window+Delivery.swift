extension Window {

    /// Delivers `action` to the view controller on top if what it shows offers it: the
    /// element exists, is of the kind the action needs and is enabled, down to the row, the
    /// row action, the option or the cell.
    func deliver(_ action: UserAction) throws(UserActionRejection) {
        guard let top = root?.topViewController else {
            throw .nothingOnScreen
        }
        if let alertController = top as? AlertController {
            guard case let .chooseAlertAction(index) = action else {
                throw .alertIsShown
            }
            guard alertController.chooseAction(at: index) else {
                throw .noSuchAlertAction
            }
            return
        }
        let screen = top.screen
        switch action {
        case let .editText(id, text):
            guard let field = screen.textFields.first(where: { $0.id == id }) else {
                throw .noSuchElement(id)
            }
            top.typeText(text, into: field)
        case let .tapButton(id):
            guard let button = screen.buttons.first(where: { $0.id == id }) else {
                throw .noSuchElement(id)
            }
            guard button.isEnabled else {
                throw .disabled(reason: button.disabledReason)
            }
            top.buttonTapped(id)
        case let .chooseRowAction(listID, rowID, actionID):
            let row = try Self.row(rowID, ofList: listID, on: screen)
            guard let rowAction = row.action(actionID) else {
                throw .noSuchRowAction(actionID)
            }
            guard rowAction.isEnabled else {
                throw .disabled(reason: rowAction.disabledReason)
            }
            top.rowActionChosen(actionID, row: rowID, inList: listID)
        case let .checkRow(listID, rowID, isChecked):
            guard try Self.row(rowID, ofList: listID, on: screen).isChecked != nil else {
                throw .rowNotCheckable(rowID)
            }
            top.rowChecked(isChecked, row: rowID, inList: listID)
        case let .setToggle(id, isOn):
            guard let toggle = screen.toggle(id) else {
                throw .noSuchElement(id)
            }
            guard toggle.isEnabled else {
                throw .disabled(reason: toggle.disabledReason)
            }
            top.toggleChanged(id, isOn: isOn)
        case let .chooseOption(id, index):
            guard let choice = screen.choice(id) else {
                throw .noSuchElement(id)
            }
            guard choice.isEnabled else {
                throw .disabled(reason: choice.disabledReason)
            }
            guard choice.options.indices.contains(index) else {
                throw .noSuchOption
            }
            top.choiceChanged(id, selected: index)
        case let .tapGridCell(id, position):
            guard let grid = screen.grid(id) else {
                throw .noSuchElement(id)
            }
            guard grid.contains(position) else {
                throw .noSuchCell
            }
            guard grid.isEnabled(at: position) else {
                throw .disabled(reason: grid.isEnabled ? grid.cell(at: position)?.disabledReason : grid.disabledReason)
            }
            top.gridCellTapped(grid.id, at: position)
        case .chooseAlertAction:
            throw .noSuchAlertAction
        }
    }

    /// The row `rowID` of the list `listID` on `screen`.
    private static func row(_ rowID: String, ofList listID: String, on screen: Screen) throws(UserActionRejection) -> ListRow {
        guard let list = screen.list(listID) else {
            throw .noSuchElement(listID)
        }
        guard let row = list.row(rowID) else {
            throw .noSuchRow(rowID)
        }
        return row
    }
}

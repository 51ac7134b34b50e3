/// Something a user does to a window, as a front-end decoded it.
public enum UserAction: Equatable, Sendable {

    /// Replaces the text of the field `id`.
    case editText(field: String, text: String)

    /// Presses the button `id`.
    case tapButton(id: String)

    /// Chooses the action `action` of the row `row` in the list `list`.
    case chooseRowAction(list: String, row: String, action: String)

    /// Checks (or unchecks) the row `row` in the list `list`.
    case checkRow(list: String, row: String, isChecked: Bool)

    /// Turns the toggle `id` on or off.
    case setToggle(id: String, isOn: Bool)

    /// Selects the option at `index` of the choice `choice`.
    case chooseOption(choice: String, index: Int)

    /// Taps the cell at `position` of the grid `grid`. An empty `grid` names the screen's first
    /// grid: what traces recorded before grids had identifiers (`tapCell`) replay as.
    case tapGridCell(grid: String, at: GridPosition)

    /// Chooses the alert action at `index`, the first being the default.
    case chooseAlertAction(index: Int)
}

/// Why a window did not perform a ``UserAction``; nothing changed.
public enum UserActionRejection: Error, Equatable, Sendable, CustomStringConvertible {

    /// Nothing is shown yet.
    case nothingOnScreen

    /// An alert is shown; only its actions can be chosen.
    case alertIsShown

    /// No alert is shown, or it has no action at that index.
    case noSuchAlertAction

    /// The screen has no element of that kind with that identifier.
    case noSuchElement(String)

    /// The element, or the part of it acted on, is disabled; `reason` is the app's, if it gave one.
    case disabled(reason: String?)

    /// The list has no row with that identifier.
    case noSuchRow(String)

    /// The row offers no action with that identifier.
    case noSuchRowAction(String)

    /// The row has no check box.
    case rowNotCheckable(String)

    /// The choice has no option at that index.
    case noSuchOption

    /// The grid has no such cell.
    case noSuchCell

    /// A sentence a front-end can show.
    public var description: String {
        switch self {
        case .nothingOnScreen:
            "Nothing is on screen yet."
        case .alertIsShown:
            "Close the message first."
        case .noSuchAlertAction:
            "There is no such choice."
        case let .noSuchElement(id):
            "There is no \(id) here."
        case let .disabled(reason):
            reason ?? "That can't be used right now."
        case let .noSuchRow(id):
            "There is no row \(id) here."
        case let .noSuchRowAction(id):
            "That row has no \(id)."
        case .rowNotCheckable:
            "That row has no check box."
        case .noSuchOption:
            "There is no such option."
        case .noSuchCell:
            "There is no such cell."
        }
    }
}

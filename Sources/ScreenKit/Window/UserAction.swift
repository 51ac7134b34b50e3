/// Something a user does to a window, as a front-end decoded it.
public enum UserAction: Equatable, Sendable {

    /// Replaces the text of the field `id`.
    case editText(field: String, text: String)

    /// Presses the button `id`.
    case tapButton(id: String)

    /// Taps a board cell.
    case tapCell(row: Int, column: Int)

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

    /// The screen has no element with that identifier.
    case noSuchElement(String)

    /// The screen has no board, or the cell is off the board.
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
        case .noSuchCell:
            "There is no such cell."
        }
    }
}

/// Why the app cannot open a link; its ``description`` is a message for the player.
public enum DeepLinkError: Error, Equatable {
    /// The link is not `ribs-training://launchGame?...`.
    case notALaunchGameLink(String)
    /// The link names no game (`nil`), or a game the app does not have.
    case unknownGame(String?)
}

// MARK: - CustomStringConvertible

extension DeepLinkError: CustomStringConvertible {

    public var description: String {
        switch self {
        case let .notALaunchGameLink(link):
            "The game cannot open '\(link)'; try ribs-training://launchGame?gameId=ticTacToe"
        case let .unknownGame(gameId?):
            "There is no game '\(gameId)'; try gameId=ticTacToe"
        case .unknownGame(nil):
            "The link names no game; add ?gameId=ticTacToe"
        }
    }
}

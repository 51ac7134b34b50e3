import ScreenKit

/// Why the app cannot open a link. Its ``description`` is a message for the player.
///
/// The texts it carries are excerpts of the link, cleaned of control characters and escape
/// sequences and cut short, so that a message can be shown as it is, whatever the link held.
public enum DeepLinkError: Error, Equatable, Sendable {
    /// The text is not a URL with a scheme, or has no action after `ribs-training://`.
    case notALink(String)
    /// The link's scheme is not `ribs-training`.
    case unsupportedScheme(String)
    /// The link asks for something other than `launchGame`.
    case unknownAction(String)
    /// The link has no `gameId`, or an empty one.
    case missingGameId
    /// The link has several `gameId`s.
    case severalGameIds
    /// The link names a game the app does not have.
    case unknownGame(String)
    /// The link would work but for characters a message cannot show (a zero-width space or a
    /// control character pasted with it, say), which its quote would leave out.
    case hiddenCharacters

    /// The longest excerpt of a link an error keeps, in display columns.
    static let excerptWidth = 40

    /// The most characters of a link an excerpt reads: enough for escape sequences to be
    /// skipped, few enough that a huge link costs no more than a short one.
    static let excerptSourceLength = 1_000

    /// `text` as an error shows it: displayable, at most ``excerptWidth`` columns, with `…`
    /// where it was cut.
    static func excerpt(of text: some StringProtocol) -> String {
        let source = text.prefix(excerptSourceLength)
        let displayable = String(source).displayable
        if source.endIndex == text.endIndex, displayable.displayWidth <= excerptWidth {
            return displayable
        }
        return displayable.prefix(fittingWidth: excerptWidth - 1) + "…"
    }
}

// MARK: - CustomStringConvertible

extension DeepLinkError: CustomStringConvertible {

    public var description: String {
        switch self {
        case let .notALink(text):
            "'\(text)' is not a link; links look like \(LaunchGameLink.example)"
        case let .unsupportedScheme(scheme):
            "This game opens \(LaunchGameLink.scheme):// links, not \(scheme):// ones; try \(LaunchGameLink.example)"
        case let .unknownAction(action):
            "The game cannot do '\(action)'; it knows \(LaunchGameLink.example)"
        case .missingGameId:
            "The link names no game; add ?gameId=\(GameID.ticTacToe.rawValue)"
        case .severalGameIds:
            "The link names more than one game; keep one gameId"
        case let .unknownGame(gameId):
            "There is no game '\(gameId)'; the games are: \(GameID.allCases.map(\.rawValue).joined(separator: ", "))"
        case .hiddenCharacters:
            "The link holds characters that cannot be shown (a zero-width space, a control character); type it again: \(LaunchGameLink.example)"
        }
    }
}

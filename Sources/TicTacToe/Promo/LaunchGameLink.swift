import Foundation
import ScreenKit

/// A link that starts a game once the players have logged in:
/// `ribs-training://launchGame?gameId=ticTacToe`.
///
/// Scheme, action and game id are compared ignoring case; other query items are ignored.
public struct LaunchGameLink: Equatable, Sendable {

    /// The scheme of the app's links.
    public static let scheme = "ribs-training"

    /// A link that works, to show in help and messages.
    public static let example = "\(scheme)://\(action)?\(gameIdName)=\(GameID.ticTacToe.rawValue)"

    /// The link as it was given.
    public let url: URL

    /// Reads a link typed by a person or pasted from elsewhere.
    ///
    /// - Parameter string: The link's text.
    /// - Throws: ``DeepLinkError`` saying what is wrong with it.
    public init(string: String) throws(DeepLinkError) {
        do {
            try self.init(parsing: string)
        } catch {
            // Quoted without them, the link would look like one that works.
            let shown = string.displayable
            guard shown != string, (try? Self(parsing: shown)) != nil else {
                throw error
            }
            throw .hiddenCharacters
        }
    }

    /// Reads a link the app was asked to open.
    ///
    /// - Parameter url: The link.
    /// - Throws: ``DeepLinkError`` saying what is wrong with it.
    public init(url: URL) throws(DeepLinkError) {
        try self.init(url: url, asWritten: url.absoluteString)
    }

    // MARK: - Internal

    /// The game the link starts.
    let gameID: GameID

    // MARK: - Private

    private static let action = "launchGame"
    private static let gameIdName = "gameId"

    private init(parsing string: String) throws(DeepLinkError) {
        guard let url = URL(string: string) else {
            throw .notALink(DeepLinkError.excerpt(of: string))
        }
        try self.init(url: url, asWritten: string)
    }

    /// Reads `url`, quoting `text`, the link as the person wrote it, when it is no link.
    private init(url: URL, asWritten text: String) throws(DeepLinkError) {
        do {
            try self.init(url: url, asWritten: text, readingPartsAs: { $0 })
        } catch {
            // Read without them, the link's parts would look like ones that work.
            guard (try? Self(url: url, asWritten: text, readingPartsAs: \.displayable)) != nil else {
                throw error
            }
            throw .hiddenCharacters
        }
    }

    /// Reads `url` with each of its decoded parts (scheme, host, path, query names and values)
    /// passed through `read` first.
    private init(url: URL, asWritten text: String, readingPartsAs read: (String) -> String) throws(DeepLinkError) {
        guard let scheme = url.scheme.map(read),
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .notALink(DeepLinkError.excerpt(of: text))
        }
        guard scheme.lowercased() == Self.scheme else {
            throw .unsupportedScheme(DeepLinkError.excerpt(of: scheme))
        }
        guard let host = components.host.map(read), !host.isEmpty else {
            throw .notALink(DeepLinkError.excerpt(of: text))
        }
        // A trailing slash, as some apps add to links they pass on, changes nothing.
        let path = read(components.path)
        let action = path == "/" ? host : host + path
        guard action.lowercased() == Self.action.lowercased() else {
            throw .unknownAction(DeepLinkError.excerpt(of: action))
        }
        let gameIds = (components.queryItems ?? []).filter { read($0.name).lowercased() == Self.gameIdName.lowercased() }
        guard let gameId = gameIds.first?.value.map(read), !gameId.isEmpty else {
            throw .missingGameId
        }
        guard gameIds.count == 1 else {
            throw .severalGameIds
        }
        guard let gameID = GameID(linkValue: gameId) else {
            throw .unknownGame(DeepLinkError.excerpt(of: gameId))
        }
        self.url = url
        self.gameID = gameID
    }
}

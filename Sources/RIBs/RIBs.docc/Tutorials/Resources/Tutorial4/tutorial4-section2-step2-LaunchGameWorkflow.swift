import Foundation
import RIBs

/// Starts the game a link names once the players have logged in:
/// `ribs-training://launchGame?gameId=ticTacToe`.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {

    /// Reads the game from `url`; the steps run once the workflow is subscribed.
    ///
    /// - Throws: ``DeepLinkError`` when `url` is not a link to a game of the app.
    init(url: URL) throws(DeepLinkError) {
        let gameID = try Self.gameID(in: url)
        super.init()
    }

    // MARK: - Private

    private static func gameID(in url: URL) throws(DeepLinkError) -> GameID {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme == "ribs-training", components.host == "launchGame" else {
            throw .notALaunchGameLink(url.absoluteString)
        }
        let gameId = components.queryItems?.first { $0.name == "gameId" }?.value
        guard let gameId, let gameID = GameID(rawValue: gameId) else {
            throw .unknownGame(gameId)
        }
        return gameID
    }
}

import Foundation
import RIBs

/// Starts the game a link names once the players have logged in: RIBs tutorial 4's workflow.
///
/// Its steps act on the RIB tree through actionable items: Root waits for the login, then
/// LoggedIn launches the game. Each step runs once the RIB it acts on is active.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {

    /// Builds the steps for `url`; they run once the workflow is subscribed.
    ///
    /// - Parameter url: The link, such as `ribs-training://launchGame?gameId=ticTacToe`.
    /// - Throws: ``DeepLinkError`` when `url` is not a link the app can open.
    init(url: URL) throws(DeepLinkError) {
        let gameID = try LaunchGameLink(url: url).gameID
        super.init()

        self
            .onStep { (rootItem: RootActionableItem) -> AnyPublisher<(LoggedInActionableItem, ()), Error> in
                rootItem.waitForLogin()
            }
            .onStep { (loggedInItem: LoggedInActionableItem, _) -> AnyPublisher<(LoggedInActionableItem, ()), Error> in
                loggedInItem.launchGame(with: gameID)
            }
            .commit()
    }
}

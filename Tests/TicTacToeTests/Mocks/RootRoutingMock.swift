import RIBs
import RIBsTesting
@testable import TicTacToe

/// The Root router as its interactor sees it: records the routes asked for.
@MainActor
final class RootRoutingMock: ViewableRoutingMock, RootRouting {

    var routeToLoggedInCallCount = 0
    var routeToLoggedInHandler: ((_ player1Name: String, _ player2Name: String) -> LoggedInActionableItem)?

    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem {
        routeToLoggedInCallCount += 1
        return routeToLoggedInHandler?(player1Name, player2Name) ?? LoggedInActionableItemMock()
    }
}

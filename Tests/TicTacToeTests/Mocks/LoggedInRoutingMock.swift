import RIBs
import RIBsTesting
@testable import TicTacToe

/// The LoggedIn router as its interactor and its parent see it: records the routes asked for.
@MainActor
final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {

    var routeToTicTacToeCallCount = 0
    var routeToTicTacToeHandler: (() -> ())?

    var routeToOffGameCallCount = 0
    var routeToOffGameHandler: (() -> ())?

    var cleanupViewsCallCount = 0
    var cleanupViewsHandler: (() -> ())?

    func routeToTicTacToe() {
        routeToTicTacToeCallCount += 1
        routeToTicTacToeHandler?()
    }

    func routeToOffGame() {
        routeToOffGameCallCount += 1
        routeToOffGameHandler?()
    }

    func cleanupViews() {
        cleanupViewsCallCount += 1
        cleanupViewsHandler?()
    }
}

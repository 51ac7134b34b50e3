import RIBs
@testable import TicTacToe

/// Builds LoggedIn with `buildHandler`, or as a fresh ``LoggedInRoutingMock`` and
/// ``LoggedInActionableItemMock``.
@MainActor
final class LoggedInBuildableMock: LoggedInBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: LoggedInListener, _ player1Name: String, _ player2Name: String) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem))?

    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem) {
        buildCallCount += 1
        return buildHandler?(listener, player1Name, player2Name) ?? (LoggedInRoutingMock(), LoggedInActionableItemMock())
    }
}

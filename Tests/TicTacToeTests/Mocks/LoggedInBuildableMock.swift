import RIBs
@testable import TicTacToe

/// Builds LoggedIn with `buildHandler`, or as a fresh ``LoggedInRoutingMock``.
@MainActor
final class LoggedInBuildableMock: LoggedInBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: LoggedInListener, _ player1Name: String, _ player2Name: String) -> LoggedInRouting)?

    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting {
        buildCallCount += 1
        return buildHandler?(listener, player1Name, player2Name) ?? LoggedInRoutingMock()
    }
}

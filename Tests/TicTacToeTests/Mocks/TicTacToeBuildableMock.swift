import RIBs
@testable import TicTacToe

/// Builds TicTacToe with `buildHandler`, or as a fresh ``TicTacToeRoutingMock``.
@MainActor
final class TicTacToeBuildableMock: TicTacToeBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: TicTacToeListener) -> TicTacToeRouting)?

    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        buildCallCount += 1
        return buildHandler?(listener) ?? TicTacToeRoutingMock()
    }
}

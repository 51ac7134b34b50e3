import RIBs
@testable import TicTacToe

/// OffGame's listener: records the requests to start a game.
@MainActor
final class OffGameListenerMock: OffGameListener {

    var startTicTacToeCallCount = 0
    var startTicTacToeHandler: (() -> ())?

    func startTicTacToe() {
        startTicTacToeCallCount += 1
        startTicTacToeHandler?()
    }
}

import RIBs
@testable import TicTacToe

/// TicTacToe's listener: records the ends of games.
@MainActor
final class TicTacToeListenerMock: TicTacToeListener {

    var gameDidEndCallCount = 0
    var gameDidEndHandler: ((_ winner: PlayerType?) -> ())?

    func gameDidEnd(withWinner winner: PlayerType?) {
        gameDidEndCallCount += 1
        gameDidEndHandler?(winner)
    }
}

import RIBs
import RIBsTesting
@testable import TicTacToe

/// The LoggedIn interactor as its router sees it: records what its children tell it.
@MainActor
final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {

    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    var startTicTacToeCallCount = 0
    var startTicTacToeHandler: (() -> ())?

    var gameDidEndCallCount = 0
    var gameDidEndHandler: ((_ winner: PlayerType?) -> ())?

    // MARK: - OffGameListener

    func startTicTacToe() {
        startTicTacToeCallCount += 1
        startTicTacToeHandler?()
    }

    // MARK: - TicTacToeListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        gameDidEndCallCount += 1
        gameDidEndHandler?(winner)
    }
}

import RIBs

/// What the TicTacToe interactor asks of its router: nothing, TicTacToe has no children.
@MainActor
protocol TicTacToeRouting: ViewableRouting {}

/// What the TicTacToe interactor asks of its view.
@MainActor
protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType)
    /// Marks the three in a row that won; called before the winner is announced.
    func showWinningLine(_ line: BoardLine)
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ())
}

/// What TicTacToe tells its parent.
@MainActor
protocol TicTacToeListener: AnyObject {
    /// The game is over and its result was announced: `winner` won, or `nil` for a draw.
    func gameDidEnd(withWinner winner: PlayerType?)
}

/// The rules of one game: turns, taken cells, three in a row, and a full board.
///
/// It saves the board; restored, it plays the saved moves again, so that the view shows them
/// and a finished game announces its result again (the score counts a game once it is closed).
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener, StateRestoring {

    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?

    override init(presenter: TicTacToePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - TicTacToePresentableListener

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard let player = board.placeCurrentPlayerMark(atRow: row, col: col) else {
            return
        }
        presenter.setCell(atRow: row, col: col, withPlayerType: player)

        guard let outcome = board.outcome else {
            return
        }
        let winner: PlayerType? = switch outcome {
        case let .win(winner): winner
        case .draw: nil
        }
        if let winningLine = board.winningLine {
            presenter.showWinningLine(winningLine)
        }
        presenter.announce(winner: winner) { [weak self] in
            self?.listener?.gameDidEnd(withWinner: winner)
        }
    }

    // MARK: - StateRestoring

    var restorableState: GameBoard {
        board
    }

    func restore(from state: GameBoard) {
        for move in state.moves {
            placeCurrentPlayerMark(atRow: move.row, col: move.column)
        }
    }

    // MARK: - Private

    private var board = GameBoard()
}

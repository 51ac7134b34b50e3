import RIBs

/// What the TicTacToe interactor asks of its router: nothing, TicTacToe has no children.
@MainActor
protocol TicTacToeRouting: ViewableRouting {}

/// What the TicTacToe interactor asks of its view.
@MainActor
protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType)
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ())
}

/// What TicTacToe tells its parent.
@MainActor
protocol TicTacToeListener: AnyObject {
    /// The game is over and its result was announced: `winner` won, or `nil` for a draw.
    func gameDidEnd(withWinner winner: PlayerType?)
}

/// The rules of one game: turns, taken cells, three in a row, and a full board.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener {

    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?

    override init(presenter: TicTacToePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - TicTacToePresentableListener

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard board[row][col] == nil else {
            return
        }

        let currentPlayer = getAndFlipCurrentPlayer()
        board[row][col] = currentPlayer
        presenter.setCell(atRow: row, col: col, withPlayerType: currentPlayer)

        let winner = checkWinner()
        let isDraw = winner == nil && board.allSatisfy { row in row.allSatisfy { $0 != nil } }
        if winner != nil || isDraw {
            presenter.announce(winner: winner) { [weak self] in
                self?.listener?.gameDidEnd(withWinner: winner)
            }
        }
    }

    // MARK: - Private

    private let size = 3
    private var currentPlayer = PlayerType.player1
    private lazy var board: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: size), count: size)

    private func getAndFlipCurrentPlayer() -> PlayerType {
        let player = currentPlayer
        currentPlayer = player == .player1 ? .player2 : .player1
        return player
    }

    /// The player with three marks in a row, a column or a diagonal, if any.
    private func checkWinner() -> PlayerType? {
        let indices = Array(0..<size)
        let rows: [[(Int, Int)]] = indices.map { row in indices.map { col in (row, col) } }
        let columns: [[(Int, Int)]] = indices.map { col in indices.map { row in (row, col) } }
        let diagonals: [[(Int, Int)]] = [indices.map { ($0, $0) }, indices.map { ($0, size - 1 - $0) }]
        for line in rows + columns + diagonals {
            let marks = line.map { row, col in board[row][col] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) {
                return first
            }
        }
        return nil
    }
}

import RIBs
import ScreenKit

/// What the board tells its interactor.
@MainActor
protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
    func closeGame()
}

/// The board of one game, and the alert that announces the winner.
final class TicTacToeViewController: ViewController, TicTacToePresentable, TicTacToeViewControllable {

    weak var listener: TicTacToePresentableListener?

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .board(board),
        ])
    }

    override func boardCellTapped(row: Int, column: Int) {
        listener?.placeCurrentPlayerMark(atRow: row, col: column)
    }

    // MARK: - TicTacToePresentable

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        board.cells[row][col] = switch playerType {
        case .player1: BoardMark(symbol: "X", color: .red)
        case .player2: BoardMark(symbol: "O", color: .blue)
        }
        setNeedsDisplay()
    }

    func announce(winner: PlayerType) {
        let winnerString = switch winner {
        case .player1: "Red won!"
        case .player2: "Blue won!"
        }
        let alert = AlertController(title: winnerString)
        alert.addAction(AlertAction(title: "Close Game") { [weak self] in
            self?.listener?.closeGame()
        })
        present(alert)
    }

    // MARK: - Private

    private var board = Board()
}

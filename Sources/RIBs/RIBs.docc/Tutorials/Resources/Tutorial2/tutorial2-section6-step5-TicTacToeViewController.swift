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
            .grid(board),
        ])
    }

    override func gridCellTapped(_ id: String, at position: GridPosition) {
        listener?.placeCurrentPlayerMark(atRow: position.row, col: position.column)
    }

    // MARK: - TicTacToePresentable

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        board.cells[row][col] = switch playerType {
        case .player1: GridCell(symbol: "X", color: .red, isEnabled: false)
        case .player2: GridCell(symbol: "O", color: .blue, isEnabled: false)
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

    private var board = Grid(id: "board", rows: 3, columns: 3, cells: Array(repeating: Array(repeating: nil, count: 3), count: 3))
}

import RIBs
import ScreenKit

/// What the board tells its interactor.
@MainActor
protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// The board of one game, and the alert that announces its result.
final class TicTacToeViewController: ViewController, TicTacToePresentable, TicTacToeViewControllable {

    weak var listener: TicTacToePresentableListener?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    override var screen: Screen {
        Screen(title: "TicTacToe", elements: [
            .label(Label("\(player1Name) (X)", role: .body, color: .red)),
            .label(Label("\(player2Name) (O)", role: .body, color: .blue)),
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

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ()) {
        let winnerString = switch winner {
        case .player1?: "\(player1Name) won!"
        case .player2?: "\(player2Name) won!"
        case nil: "It's a draw!"
        }
        let alert = AlertController(title: winnerString)
        alert.addAction(AlertAction(title: "Close Game") {
            handler()
        })
        present(alert)
    }

    // MARK: - Private

    private let player1Name: String
    private let player2Name: String
    private var board = Grid(id: "board", rows: 3, columns: 3, cells: Array(repeating: Array(repeating: nil, count: 3), count: 3))
}

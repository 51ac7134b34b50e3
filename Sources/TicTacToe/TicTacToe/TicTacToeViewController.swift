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
            .label(turnLabel),
        ], quitConfirmation: isGameOver ? nil : "Quit this game?")
    }

    override func gridCellTapped(_ id: String, at position: GridPosition) {
        listener?.placeCurrentPlayerMark(atRow: position.row, col: position.column)
    }

    // MARK: - TicTacToePresentable

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        board.cells[row][col] = mark(of: playerType)
        lastPlayer = playerType
        setNeedsDisplay()
    }

    func showWinningLine(_ line: BoardLine) {
        winningLine = line
        board.highlighted = Set(line.cells.map { GridPosition(row: $0.row, column: $0.col) })
        setNeedsDisplay()
    }

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ()) {
        let lineName = winningLine.map { " (\($0.name))" } ?? ""
        let winnerString = switch winner {
        case .player1?: "\(player1Name) won!\(lineName)"
        case .player2?: "\(player2Name) won!\(lineName)"
        case nil: "It's a draw!"
        }
        isGameOver = true
        let alert = AlertController(title: winnerString)
        alert.addAction(AlertAction(title: "Close Game") {
            handler()
        })
        present(alert)
    }

    // MARK: - Private

    private let player1Name: String
    private let player2Name: String
    /// The board as ScreenKit draws it: 3×3, each taken cell disabled with the reason to show.
    private var board = Grid(id: "board", rows: GameBoard.size, columns: GameBoard.size,
                             cells: Array(repeating: Array(repeating: nil, count: GameBoard.size), count: GameBoard.size), title: "Board")
    /// Who placed the last mark; `nil` before the first. The other player plays next.
    private var lastPlayer: PlayerType?
    private var isGameOver = false
    private var winningLine: BoardLine?

    private var turnLabel: Label {
        if isGameOver {
            return Label("Game over", role: .caption)
        }
        return switch lastPlayer?.opponent ?? .player1 {
        case .player1: Label("\(player1Name) to play (X)", role: .caption, color: .red)
        case .player2: Label("\(player2Name) to play (O)", role: .caption, color: .blue)
        }
    }

    private func mark(of playerType: PlayerType) -> GridCell {
        switch playerType {
        case .player1: GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: Self.takenCell)
        case .player2: GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: Self.takenCell)
        }
    }

    /// What a player who taps a taken cell is told, in every front-end.
    private static let takenCell = "That cell is taken; choose an empty one."
}

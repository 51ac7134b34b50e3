/// The state of one game of TicTacToe: the marks, whose turn it is, and the outcome.
struct GameBoard: Equatable {

    /// How a game ended.
    enum Outcome: Equatable {

        /// A player has three in a row.
        case win(PlayerType)

        /// The board is full and nobody has three in a row.
        case draw
    }

    /// The number of rows and of columns.
    static let size = 3

    /// The player whose turn it is; player 1 starts every game.
    private(set) var currentPlayer = PlayerType.player1

    /// The outcome, once the game is over.
    private(set) var outcome: Outcome?

    /// Places the current player's mark and hands the turn over.
    ///
    /// - Returns: The player who placed the mark, or `nil` when nothing happened because the
    ///   cell is taken, off the board, or the game is over.
    mutating func placeCurrentPlayerMark(atRow row: Int, col: Int) -> PlayerType? {
        guard outcome == nil, (0..<Self.size).contains(row), (0..<Self.size).contains(col), cells[row][col] == nil else {
            return nil
        }
        let player = currentPlayer
        cells[row][col] = player
        currentPlayer = player.opponent
        outcome = findOutcome()
        return player
    }

    // MARK: - Private

    private var cells: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: size), count: size)

    /// Every line of three: rows, columns and both diagonals.
    private static let lines: [[(row: Int, col: Int)]] = {
        let indices = Array(0..<size)
        let rows = indices.map { row in indices.map { (row, $0) } }
        let columns = indices.map { col in indices.map { ($0, col) } }
        let diagonals = [indices.map { ($0, $0) }, indices.map { ($0, size - 1 - $0) }]
        return rows + columns + diagonals
    }()

    private func findOutcome() -> Outcome? {
        for line in Self.lines {
            let marks = line.map { cells[$0.row][$0.col] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) {
                return .win(first)
            }
        }
        let isFull = cells.allSatisfy { $0.allSatisfy { $0 != nil } }
        return isFull ? .draw : nil
    }
}

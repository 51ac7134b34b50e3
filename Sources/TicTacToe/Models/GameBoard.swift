/// The state of one game of TicTacToe: the marks, whose turn it is, and the outcome.
///
/// It is saved as the moves played so far, in order, each as its cell's number as the keys
/// give it (1 top left, 9 bottom right): `{"moves":[5,1,9]}`. It is read back by playing the
/// moves again, so that a saved board breaking the rules (a taken cell, a move after the end)
/// is refused.
struct GameBoard: Equatable {

    /// A mark placed on the board.
    struct Move: Equatable, Sendable {
        let row: Int
        let column: Int
    }

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

    /// The three in a row that won, once a player has one.
    private(set) var winningLine: BoardLine?

    /// The marks placed so far, in order; player 1 placed the first.
    private(set) var moves: [Move] = []

    /// An empty board, player 1 to play.
    init() {}

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
        moves.append(Move(row: row, column: col))
        currentPlayer = player.opponent
        // Only the mark just placed can complete a line, so a line found is that player's.
        winningLine = findWinningLine()
        if winningLine != nil {
            outcome = .win(player)
        } else if cells.allSatisfy({ $0.allSatisfy { $0 != nil } }) {
            outcome = .draw
        }
        return player
    }

    // MARK: - Private

    private var cells: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: size), count: size)

    private func findWinningLine() -> BoardLine? {
        BoardLine.all.first { line in
            let marks = line.cells.map { cells[$0.row][$0.col] }
            return marks[0] != nil && marks.allSatisfy { $0 == marks[0] }
        }
    }
}

// MARK: - Codable

extension GameBoard: Codable {

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let cellNumbers = try container.decode([Int].self, forKey: .moves)
        self.init()
        for (index, cellNumber) in cellNumbers.enumerated() {
            // Checked before any arithmetic: a saved number may be anything, Int.min included.
            guard (1...Self.size * Self.size).contains(cellNumber),
                  placeCurrentPlayerMark(atRow: (cellNumber - 1) / Self.size, col: (cellNumber - 1) % Self.size) != nil else {
                throw DecodingError.dataCorruptedError(forKey: .moves, in: container,
                                                       debugDescription: "move \(index + 1) (cell \(cellNumber)) breaks the rules")
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(moves.map { $0.row * Self.size + $0.column + 1 }, forKey: .moves)
    }

    private enum CodingKeys: String, CodingKey {
        case moves
    }
}

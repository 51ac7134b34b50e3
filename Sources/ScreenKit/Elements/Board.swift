/// A mark on the board.
public struct BoardMark: Equatable, Sendable {

    /// The mark's symbol, such as `X`.
    public var symbol: String

    /// The mark's colour.
    public var color: ElementColor

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - symbol: The symbol, such as `X`.
    ///   - color: The colour.
    public init(symbol: String, color: ElementColor) {
        self.symbol = symbol
        self.color = color
    }
}

/// A 3×3 game board.
public struct Board: Equatable, Sendable {

    /// The number of rows and of columns.
    public static let size = 3

    /// The marks, by row then column; `nil` is an empty cell.
    public var cells: [[BoardMark?]]

    /// The cells that stand out, such as the three in a row that won a game; front-ends mark
    /// them with more than colour alone.
    public var highlightedCells: Set<BoardPosition>

    /// Creates a board.
    ///
    /// - Parameters:
    ///   - cells: The marks by row then column; empty by default.
    ///   - highlightedCells: The cells that stand out; none by default.
    public init(cells: [[BoardMark?]] = Array(repeating: Array(repeating: nil, count: Board.size), count: Board.size),
                highlightedCells: Set<BoardPosition> = []) {
        self.cells = cells
        self.highlightedCells = highlightedCells
    }

    /// Whether the cell at `row` and `column` stands out.
    public func isHighlighted(row: Int, column: Int) -> Bool {
        highlightedCells.contains(BoardPosition(row: row, column: column))
    }

    /// The mark at `row` and `column`, or `nil` for an empty cell or a position off the board.
    public func mark(atRow row: Int, column: Int) -> BoardMark? {
        guard Board.contains(row: row, column: column) else {
            return nil
        }
        return cells[row][column]
    }

    /// Whether `row` and `column` name a cell of the board.
    public static func contains(row: Int, column: Int) -> Bool {
        (0..<size).contains(row) && (0..<size).contains(column)
    }
}

/// A cell's place on the board, both from 0: row 0 is the top, column 0 the left.
public struct BoardPosition: Hashable, Sendable {

    /// The row, from the top.
    public var row: Int

    /// The column, from the left.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - row: The row, from the top.
    ///   - column: The column, from the left.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

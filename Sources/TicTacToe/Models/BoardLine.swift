/// A line of three cells on the board: a row, a column or a diagonal.
enum BoardLine: Equatable {

    /// A row, 0 at the top.
    case row(Int)

    /// A column, 0 at the left.
    case column(Int)

    /// The diagonal from the top left corner to the bottom right one.
    case diagonalFromTopLeft

    /// The diagonal from the top right corner to the bottom left one.
    case diagonalFromTopRight

    /// Every line of a board of `size` cells a side: rows, columns, then both diagonals.
    static func all(size: Int) -> [BoardLine] {
        (0..<size).map(BoardLine.row) + (0..<size).map(BoardLine.column) + [.diagonalFromTopLeft, .diagonalFromTopRight]
    }

    /// The line's cells on a board of `size` cells a side, top to bottom, then left to right.
    func cells(size: Int) -> [(row: Int, col: Int)] {
        let indices = 0..<size
        return switch self {
        case let .row(row): indices.map { (row, $0) }
        case let .column(col): indices.map { ($0, col) }
        case .diagonalFromTopLeft: indices.map { ($0, $0) }
        case .diagonalFromTopRight: indices.map { ($0, size - 1 - $0) }
        }
    }

    /// The line as players name it, such as `top row`, on the 3×3 board.
    var name: String {
        switch self {
        case let .row(row): "\(Self.place(row, first: "top", last: "bottom")) row"
        case let .column(col): "\(Self.place(col, first: "left", last: "right")) column"
        case .diagonalFromTopLeft: "diagonal from top left"
        case .diagonalFromTopRight: "diagonal from top right"
        }
    }

    // MARK: - Private

    private static func place(_ index: Int, first: String, last: String) -> String {
        switch index {
        case 0: first
        case GameBoard.size - 1: last
        default: "middle"
        }
    }
}

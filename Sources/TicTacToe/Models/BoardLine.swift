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

    /// Every line of the board: rows, columns, then both diagonals.
    static let all: [BoardLine] = indices.map(BoardLine.row) + indices.map(BoardLine.column) + [.diagonalFromTopLeft, .diagonalFromTopRight]

    /// The line's cells, top to bottom, then left to right.
    var cells: [(row: Int, col: Int)] {
        switch self {
        case let .row(row): Self.indices.map { (row, $0) }
        case let .column(col): Self.indices.map { ($0, col) }
        case .diagonalFromTopLeft: Self.indices.map { ($0, $0) }
        case .diagonalFromTopRight: Self.indices.map { ($0, GameBoard.size - 1 - $0) }
        }
    }

    /// The line as players name it, such as `top row` or `diagonal from top left`.
    var name: String {
        switch self {
        case let .row(row): "\(Self.place(row, first: "top", last: "bottom")) row"
        case let .column(col): "\(Self.place(col, first: "left", last: "right")) column"
        case .diagonalFromTopLeft: "diagonal from top left"
        case .diagonalFromTopRight: "diagonal from top right"
        }
    }

    // MARK: - Private

    private static let indices = Array(0..<GameBoard.size)

    private static func place(_ index: Int, first: String, last: String) -> String {
        switch index {
        case 0: first
        case GameBoard.size - 1: last
        default: "middle"
        }
    }
}

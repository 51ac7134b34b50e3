/// A grid of cells the user taps, of any size: a board, a calendar month, a seat map.
///
/// Each cell is empty (`nil`) or shows a ``GridCell``. Cells outside ``cells`` are empty, so a
/// grid may be given fewer cells than its size.
public struct Grid: Equatable, Sendable {

    /// Identifies the grid within its screen.
    public var id: String

    /// The number of rows.
    public var rows: Int

    /// The number of columns.
    public var columns: Int

    /// The cells, by row then column; `nil` is an empty cell.
    public var cells: [[GridCell?]]

    /// The cells that stand out, such as a completed row; front-ends show them with more than
    /// colour alone.
    public var highlighted: Set<GridPosition>

    /// Whether the user can tap the grid at all; a disabled grid is drawn as such and never
    /// calls.
    public var isEnabled: Bool

    /// Why the grid is disabled, shown when the user tries it anyway.
    public var disabledReason: String?

    /// What the grid is, such as `Board` or `Seats`: its name for screen readers; `nil` lets a
    /// front-end name it after the label above it.
    public var title: String?

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - id: Identifies the grid within its screen.
    ///   - rows: The number of rows.
    ///   - columns: The number of columns.
    ///   - cells: The cells by row then column; all empty by default.
    ///   - highlighted: The cells that stand out; none by default.
    ///   - isEnabled: Whether the user can tap it.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    ///   - title: What the grid is, its name for screen readers.
    public init(id: String, rows: Int, columns: Int, cells: [[GridCell?]] = [], highlighted: Set<GridPosition> = [],
                isEnabled: Bool = true, disabledReason: String? = nil, title: String? = nil) {
        self.id = id
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        self.cells = cells
        self.highlighted = highlighted
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.title = title
    }

    /// Whether `position` names a cell of the grid.
    public func contains(_ position: GridPosition) -> Bool {
        (0..<rows).contains(position.row) && (0..<columns).contains(position.column)
    }

    /// The cell at `position`, or `nil` for an empty cell or a position off the grid.
    public func cell(at position: GridPosition) -> GridCell? {
        guard contains(position), cells.indices.contains(position.row), cells[position.row].indices.contains(position.column) else {
            return nil
        }
        return cells[position.row][position.column]
    }

    /// Whether the cell at `position` stands out.
    public func isHighlighted(_ position: GridPosition) -> Bool {
        highlighted.contains(position)
    }

    /// Whether the user can tap the cell at `position`: it is on the grid, and neither the
    /// grid nor the cell is disabled.
    public func isEnabled(at position: GridPosition) -> Bool {
        contains(position) && isEnabled && cell(at: position)?.isEnabled != false
    }
}

/// What one cell of a ``Grid`` shows.
public struct GridCell: Equatable, Sendable {

    /// The cell's symbol, such as `X`; one or two columns wide reads best.
    public var symbol: String

    /// The symbol's colour.
    public var color: ElementColor

    /// Whether the user can tap the cell; a disabled cell is drawn as such and never calls.
    public var isEnabled: Bool

    /// Why the cell is disabled, shown when the user tries it anyway, such as `That square is
    /// taken`.
    public var disabledReason: String?

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - symbol: The symbol, such as `X`.
    ///   - color: The symbol's colour.
    ///   - isEnabled: Whether the user can tap the cell.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    public init(symbol: String, color: ElementColor = .standard, isEnabled: Bool = true, disabledReason: String? = nil) {
        self.symbol = symbol
        self.color = color
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
    }
}

/// A cell's place in a grid, both from 0: row 0 is the top, column 0 the left.
public struct GridPosition: Hashable, Sendable {

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

extension Grid {

    /// Appends the symbols of the cells, by row then column.
    func appendVisibleTexts(to texts: inout [String]) {
        for row in cells.prefix(rows) {
            for case let cell? in row.prefix(columns) {
                texts.append(cell.symbol)
            }
        }
    }
}

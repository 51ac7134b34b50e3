/// A terminal's size, or the size of a rectangle on it, in character cells.
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {

    /// The number of columns.
    public var columns: Int

    /// The number of rows.
    public var rows: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - rows: The number of rows.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size as a user reads it, such as `80×24`.
    public var description: String {
        "\(columns)×\(rows)"
    }

    /// Whether a rectangle of `size` fits in this one.
    public func contains(_ size: TerminalSize) -> Bool {
        size.columns <= columns && size.rows <= rows
    }
}

/// A cell's place on the terminal: column and row, both from 0 at the top left.
public struct CellPosition: Equatable, Sendable {

    /// The column, from 0 at the left.
    public var column: Int

    /// The row, from 0 at the top.
    public var row: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - column: The column, from 0 at the left.
    ///   - row: The row, from 0 at the top.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// This position moved right by `columns` and down by `rows`.
    public func offsetBy(columns: Int = 0, rows: Int = 0) -> CellPosition {
        CellPosition(column: column + columns, row: row + rows)
    }
}

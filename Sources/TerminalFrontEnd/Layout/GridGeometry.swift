import ScreenKit

/// Where a grid's cells go: boxed (cells five columns wide between lines)
/// when the grid is small enough, else compact (three columns a cell, one row, in one box),
/// its columns cut to a window around the focused cell when the grid is wider than its room.
struct GridGeometry: Equatable {

    /// How cells are drawn.
    enum Style: Equatable {
        /// Each cell boxed by lines, five columns wide and one row tall inside.
        case boxed
        /// Cells side by side, three columns wide, in one box.
        case compact
    }

    /// The most rows or columns a boxed grid has; larger grids are compact.
    static let largestBoxedSide = 8

    /// The cell style.
    let style: Style

    /// The grid's rows.
    let rows: Int

    /// The grid's columns shown, all of them unless the grid is wider than its room.
    let visibleColumns: Range<Int>

    /// The grid's geometry in `width` columns, its window of columns around `focusedColumn`.
    init(rows: Int, columns: Int, width: Int, focusedColumn: Int?) {
        self.rows = rows
        let style: Style = rows <= Self.largestBoxedSide && columns <= Self.largestBoxedSide
            && Self.drawnWidth(columns: columns, style: .boxed) <= width ? .boxed : .compact
        self.style = style
        let fitting = max((width - Self.drawnWidth(columns: 0, style: style)) / Self.pitch(style), 1)
        guard columns > fitting else {
            visibleColumns = 0..<columns
            return
        }
        // The focused column as near the middle as the edges allow.
        let first = min(max((focusedColumn ?? 0) - fitting / 2, 0), columns - fitting)
        visibleColumns = first..<(first + fitting)
    }

    /// The geometry of `grid` in `width` columns, around the focused cell if it is in the grid.
    init(_ grid: Grid, width: Int, focus: FocusTarget?) {
        let focusedColumn: Int? = if case let .gridCell(id, position) = focus, id == grid.id { position.column } else { nil }
        self.init(rows: grid.rows, columns: grid.columns, width: width, focusedColumn: focusedColumn)
    }

    /// The width `grid` needs to show all its columns, boxed if it may be.
    static func naturalWidth(of grid: Grid) -> Int {
        let isSmall = grid.rows <= largestBoxedSide && grid.columns <= largestBoxedSide
        return drawnWidth(columns: grid.columns, style: isSmall ? .boxed : .compact)
    }

    /// The columns the drawn grid takes, lines included.
    var width: Int {
        Self.drawnWidth(columns: visibleColumns.count, style: style)
    }

    /// The rows the drawn grid takes, lines included.
    var height: Int {
        switch style {
        case .boxed: rows * 2 + 1
        case .compact: rows + 2
        }
    }

    /// The columns inside one cell.
    var cellWidth: Int {
        style == .boxed ? 5 : 3
    }

    /// The row, from the grid's top line, of the cells of grid row `row`.
    func drawnRow(of row: Int) -> Int {
        style == .boxed ? row * 2 + 1 : row + 1
    }

    /// The column, from the grid's left line, where the inside of grid column `column` starts;
    /// `nil` for a column outside the window.
    func drawnColumn(of column: Int) -> Int? {
        guard visibleColumns.contains(column) else {
            return nil
        }
        return (column - visibleColumns.lowerBound) * Self.pitch(style) + 1
    }

    /// The rows of the grid, from its top line, that must show for the cells of `row` to be
    /// seen with the lines around them.
    func drawnRows(around row: Int) -> Range<Int> {
        let cellRow = drawnRow(of: row)
        return (cellRow - 1)..<(cellRow + 2)
    }

    /// The first grid row whose cells, with the lines around them (as ``drawnRows(around:)``
    /// says), start at or below the drawn row `edge`, counted from the grid's top line.
    func firstCellRow(startingAtOrBelow edge: Int) -> Int? {
        // Grid row r takes the drawn rows from pitch × r to pitch × r + 3.
        let row = max(edge, 0) / rowPitch + (max(edge, 0) % rowPitch == 0 ? 0 : 1)
        return row < rows ? row : nil
    }

    /// The last grid row whose cells, with the lines around them, end at or above the drawn
    /// row `edge` (that is, before it), counted from the grid's top line.
    func lastCellRow(endingAtOrAbove edge: Int) -> Int? {
        let lastTop = edge - 3
        return lastTop >= 0 && rows > 0 ? min(lastTop / rowPitch, rows - 1) : nil
    }

    /// How many grid rows a page of `rows` screen rows shows.
    func gridRows(inPageOf rows: Int) -> Int {
        max((rows - 1) / (style == .boxed ? 2 : 1), 1)
    }

    // MARK: - Private

    /// The drawn rows from one grid row's cells to the next's.
    private var rowPitch: Int {
        style == .boxed ? 2 : 1
    }

    /// The columns from one cell's start to the next's.
    private static func pitch(_ style: Style) -> Int {
        style == .boxed ? 6 : 3
    }

    private static func drawnWidth(columns: Int, style: Style) -> Int {
        style == .boxed ? columns * 6 + 1 : columns * 3 + 2
    }
}

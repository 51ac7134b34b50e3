import ScreenKit

/// Draws a grid of any size. A small grid is boxed (cells five columns
/// wide between lines), its empty cells showing, dimmed, the digit that taps them when it has
/// at most nine cells; a larger one is compact, three columns a cell in one box, its empty
/// cells a dim `·`, and only the columns around the focused cell when it is wider than its room
/// (a dashed side says more columns lie that way). Symbols show bold in their colour, dim while
/// the grid is disabled (a disabled cell keeps its symbol's colour: the symbol is what it
/// shows, and pressing it says why it is disabled); the focused cell shows in reverse video
/// (compact cells also get `[ ]` round it);
/// highlighted cells are filled with their symbol's colour in reverse video and bold, so they
/// stand out without colour too. Only the rows in view are drawn.
struct GridPainter {

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `grid` as `geometry` lays it out, with its top left corner at `origin`.
    func paint(_ grid: Grid, geometry: GridGeometry, into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let border = grid.isEnabled ? palette.border : palette.border.dim()
        switch geometry.style {
        case .boxed:
            paintBoxedLines(geometry, style: border, into: &buffer, at: origin)
        case .compact:
            paintCompactBox(grid, geometry: geometry, style: border, into: &buffer, at: origin)
        }
        let visible = buffer.paintableRows.clamped(to: 0..<buffer.size.rows)
        for row in 0..<grid.rows where visible.contains(origin.row + geometry.drawnRow(of: row)) {
            for column in geometry.visibleColumns {
                guard let drawnColumn = geometry.drawnColumn(of: column) else {
                    continue
                }
                paintCell(at: GridPosition(row: row, column: column), of: grid, geometry: geometry, into: &buffer,
                          at: origin.offsetBy(columns: drawnColumn, rows: geometry.drawnRow(of: row)))
            }
        }
    }

    // MARK: - Private

    /// The lines of a boxed grid: across between rows, down between cells.
    private func paintBoxedLines(_ geometry: GridGeometry, style: CellStyle, into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let segments = Array(repeating: String(repeating: "─", count: geometry.cellWidth), count: geometry.visibleColumns.count)
        for line in 0...geometry.rows {
            let (left, middle, right) = line == 0 ? ("┌", "┬", "┐") : line == geometry.rows ? ("└", "┴", "┘") : ("├", "┼", "┤")
            buffer.write(left + segments.joined(separator: middle) + right, at: origin.offsetBy(rows: line * 2), style: style)
        }
        for row in 0..<geometry.rows {
            for line in 0...geometry.visibleColumns.count {
                buffer.write("│", at: origin.offsetBy(columns: line * (geometry.cellWidth + 1), rows: geometry.drawnRow(of: row)), style: style)
            }
        }
    }

    /// The box round a compact grid, its sides dashed where columns lie beyond the window.
    private func paintCompactBox(_ grid: Grid, geometry: GridGeometry, style: CellStyle, into buffer: inout TerminalBuffer,
                                 at origin: CellPosition) {
        buffer.drawBox(at: origin, size: TerminalSize(columns: geometry.width, rows: geometry.height), style: style)
        let cutSides = [(geometry.visibleColumns.lowerBound > 0, 0),
                        (geometry.visibleColumns.upperBound < grid.columns, geometry.width - 1)]
        for case (true, let column) in cutSides {
            for row in 0..<geometry.rows {
                buffer.write("┆", at: origin.offsetBy(columns: column, rows: geometry.drawnRow(of: row)), style: style)
            }
        }
    }

    /// What an empty cell shows: in a compact grid a `·`; in a boxed grid the digit that taps
    /// it, where digits tap cells (at most nine), else nothing.
    private func emptyCellText(at position: GridPosition, of grid: Grid, style: GridGeometry.Style) -> String {
        switch style {
        case .compact: "·"
        case .boxed: grid.isTappedByDigits ? String(position.row * grid.columns + position.column + 1) : ""
        }
    }

    private func paintCell(at position: GridPosition, of grid: Grid, geometry: GridGeometry, into buffer: inout TerminalBuffer,
                           at origin: CellPosition) {
        let cell = grid.cell(at: position)
        let isFocused = focus == .gridCell(grid: grid.id, at: position)
        let highlight = grid.isHighlighted(position) ? palette.highlightedCell(cell?.color) : nil
        let width = geometry.cellWidth
        buffer.fill(at: origin, size: TerminalSize(columns: width, rows: 1), style: highlight ?? palette.cell(isFocused: isFocused))
        let (text, style) = if let cell {
            (cell.symbol, palette.symbol(cell, isEnabled: grid.isEnabled))
        } else {
            (emptyCellText(at: position, of: grid, style: geometry.style), palette.hint)
        }
        buffer.writeCentered(text, row: origin.row, left: origin.column, width: width,
                             style: highlight ?? (isFocused ? style.inverse() : style))
        if isFocused, geometry.style == .compact {
            let bracketStyle = highlight ?? palette.cell(isFocused: true)
            buffer.write("[", at: origin, style: bracketStyle)
            buffer.write("]", at: origin.offsetBy(columns: width - 1), style: bracketStyle)
        }
    }
}

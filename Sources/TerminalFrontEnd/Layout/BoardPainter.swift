import ScreenKit

/// Draws the 3×3 board as a grid. Symbols show in their colour; free cells show their number,
/// dimmed, which is what is typed to take them; the focused cell shows in reverse video.
/// Highlighted cells are filled with their symbol's colour, in reverse video and bold.
struct BoardPainter {

    /// The grid's size: three cells five columns wide, and the lines around them.
    static let size = TerminalSize(columns: Board.size * (cellWidth + 1) + 1, rows: Board.size * 2 + 1)

    /// The styles of the screen.
    let palette: Palette

    /// What has the focus.
    let focus: FocusTarget?

    /// Draws `board` with its top left corner at `origin`.
    func paint(_ board: Board, into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let segment = String(repeating: "─", count: Self.cellWidth)
        let segments = Array(repeating: segment, count: Board.size)
        let lines = [("┌", "┬", "┐")] + Array(repeating: ("├", "┼", "┤"), count: Board.size - 1) + [("└", "┴", "┘")]
        for (index, line) in lines.enumerated() {
            let text = line.0 + segments.joined(separator: line.1) + line.2
            buffer.write(text, at: origin.offsetBy(rows: index * 2), style: palette.border)
        }
        for row in 0..<Board.size {
            let rowOrigin = origin.offsetBy(rows: row * 2 + 1)
            for column in 0...Board.size {
                buffer.write("│", at: rowOrigin.offsetBy(columns: column * (Self.cellWidth + 1)), style: palette.border)
            }
            for column in 0..<Board.size {
                paintCell(row: row, column: column, of: board, into: &buffer,
                          at: rowOrigin.offsetBy(columns: column * (Self.cellWidth + 1) + 1))
            }
        }
    }

    // MARK: - Private

    private static let cellWidth = 5

    private func paintCell(row: Int, column: Int, of board: Board, into buffer: inout TerminalBuffer, at origin: CellPosition) {
        let isFocused = focus == .cell(row: row, column: column)
        let symbol = board.mark(atRow: row, column: column)
        let highlight = board.isHighlighted(row: row, column: column) ? palette.highlightedCell(symbol?.color) : nil
        buffer.fill(at: origin, size: TerminalSize(columns: Self.cellWidth, rows: 1), style: highlight ?? palette.cell(isFocused: isFocused))
        let (text, style) = if let symbol {
            (symbol.symbol, palette.symbol(symbol))
        } else {
            (String(CellNumber.number(row: row, column: column)), palette.hint)
        }
        buffer.writeCentered(text, row: origin.row, left: origin.column, width: Self.cellWidth,
                             style: highlight ?? (isFocused ? style.inverse() : style))
    }
}

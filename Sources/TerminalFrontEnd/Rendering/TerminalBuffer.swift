import ScreenKit

/// One cell of a ``TerminalBuffer``.
public struct TerminalCell: Equatable, Sendable {

    /// The character shown, or `nil` for the columns after the first of a wide character.
    public var character: Character?

    /// How the character is drawn.
    public var style: CellStyle

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - character: The character, or `nil` for a column after the first of a wide one.
    ///   - style: How it is drawn.
    public init(character: Character?, style: CellStyle) {
        self.character = character
        self.style = style
    }

    /// A space in `style`.
    public static func blank(_ style: CellStyle = .plain) -> TerminalCell {
        TerminalCell(character: " ", style: style)
    }
}

/// A frame drawn in memory: width × height cells, each a character and its style.
///
/// Painters draw a whole frame here; the session's frame writer then turns it into what the terminal
/// needs and writes it at once. A character that takes several columns (see ScreenKit's `DisplayWidth`)
/// takes its cell and the next ones, which hold `nil`; writing over any part of it blanks the
/// rest, so the buffer never holds part of a character.
public struct TerminalBuffer: Equatable, Sendable {

    /// The size in cells.
    public let size: TerminalSize

    /// Creates a buffer of `size` filled with spaces in `style`.
    ///
    /// - Parameters:
    ///   - size: The number of columns and rows.
    ///   - style: The style of every cell.
    public init(size: TerminalSize, style: CellStyle = .plain) {
        self.size = TerminalSize(columns: max(size.columns, 0), rows: max(size.rows, 0))
        cells = Array(repeating: .blank(style), count: self.size.columns * self.size.rows)
    }

    /// The cell at `position`, or `nil` outside the buffer.
    public subscript(position: CellPosition) -> TerminalCell? {
        contains(position) ? cells[offset(of: position)] : nil
    }

    /// The cells of `row`, left to right.
    public func cells(ofRow row: Int) -> ArraySlice<TerminalCell> {
        guard (0..<size.rows).contains(row) else {
            return []
        }
        return cells[(row * size.columns)..<((row + 1) * size.columns)]
    }

    /// The text of `row` as a user reads it, wide characters once each.
    public func text(ofRow row: Int) -> String {
        String(cells(ofRow: row).compactMap(\.character))
    }

    /// Every row's text, top to bottom.
    public var lines: [String] {
        (0..<size.rows).map { text(ofRow: $0) }
    }

    /// Writes `text` from `position` rightwards on one row, clipped at `limit` columns or at
    /// the buffer's edge. Control characters and zero-width characters are skipped; a wide
    /// character that does not fit whole leaves a space instead.
    ///
    /// - Parameters:
    ///   - text: The text to write.
    ///   - position: Where its first character goes.
    ///   - style: How it is drawn.
    ///   - limit: The most columns to use.
    /// - Returns: The column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, at position: CellPosition, style: CellStyle, limit: Int = .max) -> Int {
        let end = limit >= size.columns - position.column ? size.columns : position.column + limit
        var column = position.column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else {
                continue
            }
            guard column + width <= end else {
                if column < end {
                    put(.blank(style), at: CellPosition(column: column, row: position.row))
                    column += 1
                }
                break
            }
            put(TerminalCell(character: character, style: style), at: CellPosition(column: column, row: position.row))
            for continuation in (column + 1)..<(column + width) {
                put(TerminalCell(character: nil, style: style), at: CellPosition(column: continuation, row: position.row))
            }
            column += width
        }
        return column
    }

    /// Runs `paint` with writes limited to `rows`: what it draws on other rows is dropped, as a
    /// scrolled view clips what lies outside it.
    mutating func clipping(toRows rows: Range<Int>, _ paint: (inout TerminalBuffer) -> Void) {
        let previous = paintableRows
        paintableRows = rows.clamped(to: previous)
        defer { paintableRows = previous }
        paint(&self)
    }

    /// The rows painting may change now: all of them, except inside ``clipping(toRows:_:)``.
    private(set) var paintableRows: Range<Int> = 0..<Int.max

    /// Fills the rectangle at `origin` of `size` with spaces in `style`.
    public mutating func fill(at origin: CellPosition, size: TerminalSize, style: CellStyle) {
        guard size.columns > 0, size.rows > 0 else {
            return
        }
        for row in origin.row..<(origin.row + size.rows) {
            for column in origin.column..<(origin.column + size.columns) {
                put(.blank(style), at: CellPosition(column: column, row: row))
            }
        }
    }

    /// Changes the style of every cell in the rectangle at `origin` of `size`, keeping the
    /// characters.
    public mutating func restyle(at origin: CellPosition, size: TerminalSize, _ change: (inout CellStyle) -> Void) {
        guard size.columns > 0, size.rows > 0 else {
            return
        }
        for row in origin.row..<(origin.row + size.rows) {
            for column in origin.column..<(origin.column + size.columns) where isPaintable(CellPosition(column: column, row: row)) {
                change(&cells[offset(of: CellPosition(column: column, row: row))].style)
            }
        }
    }

    // MARK: - Private

    private var cells: [TerminalCell]

    private func contains(_ position: CellPosition) -> Bool {
        (0..<size.columns).contains(position.column) && (0..<size.rows).contains(position.row)
    }

    private func offset(of position: CellPosition) -> Int {
        position.row * size.columns + position.column
    }

    private func isPaintable(_ position: CellPosition) -> Bool {
        contains(position) && paintableRows.contains(position.row)
    }

    /// Sets one cell, blanking the rest of any wide character it overwrites part of.
    private mutating func put(_ cell: TerminalCell, at position: CellPosition) {
        guard isPaintable(position) else {
            return
        }
        let offset = offset(of: position)
        let rowStart = offset - position.column
        if cell.character != nil, cells[offset].character == nil {
            // The middle of a wide character: blank back to its first column.
            var before = offset - 1
            while before >= rowStart {
                let isContinuation = cells[before].character == nil
                cells[before].character = " "
                guard isContinuation else {
                    break
                }
                before -= 1
            }
        }
        cells[offset] = cell
        // Columns of a wide character whose start was here are left without it: blank them.
        var after = offset + 1
        while after < rowStart + size.columns, cells[after].character == nil {
            cells[after].character = " "
            after += 1
        }
    }
}

/// Turns frames drawn in a ``TerminalBuffer`` into the bytes that show them, redrawing only
/// the rows that changed since the previous frame.
struct FrameWriter {

    /// The text that turns the screen showing the previous frame into one showing `frame`:
    /// everything after a size change or ``invalidate()``, only the changed rows otherwise,
    /// nothing at all when nothing changed.
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - origin: Where the frame's top left cell goes on the terminal; a frame that does not
    ///     start at the top left is smaller than the terminal, which is cleared around it when
    ///     the whole frame is written.
    mutating func output(for frame: TerminalBuffer, at origin: CellPosition = CellPosition(column: 0, row: 0)) -> String {
        let previous = previous.flatMap { $0.size == frame.size && previousOrigin == origin ? $0 : nil }
        self.previous = frame
        previousOrigin = origin
        // A whole frame that fills the terminal writes every cell, so it needs no clearing first.
        // (Clearing would also make some terminals, tmux among them, scroll the old frame into
        // their history.)
        let clearsFirst = previous == nil && origin != CellPosition(column: 0, row: 0)
        var output = clearsFirst ? ControlSequence.resetAttributes + ControlSequence.clearScreen : ""
        for row in 0..<frame.size.rows where previous?.cells(ofRow: row) != frame.cells(ofRow: row) {
            output += Self.text(ofRow: row, in: frame, at: origin)
        }
        return output.isEmpty ? "" : output + ControlSequence.resetAttributes
    }

    /// Forgets the previous frame, so the next is drawn whole: after the screen was cleared
    /// or garbled behind the writer's back.
    mutating func invalidate() {
        previous = nil
    }

    // MARK: - Private

    private var previous: TerminalBuffer?
    private var previousOrigin = CellPosition(column: 0, row: 0)

    /// The row's text with the style changes it needs. After each wide character the cursor
    /// is placed explicitly, so that a terminal that disagrees about a character's width
    /// cannot shift the rest of the row.
    private static func text(ofRow row: Int, in frame: TerminalBuffer, at origin: CellPosition) -> String {
        var text = ControlSequence.moveCursor(to: origin.offsetBy(columns: 0, rows: row))
        var currentStyle: CellStyle?
        var wideCharacterEnded = false
        for (column, cell) in frame.cells(ofRow: row).enumerated() {
            guard let character = cell.character else {
                wideCharacterEnded = true
                continue
            }
            if wideCharacterEnded {
                text += ControlSequence.moveCursor(to: origin.offsetBy(columns: column, rows: row))
                wideCharacterEnded = false
            }
            if cell.style != currentStyle {
                text += ControlSequence.select(cell.style)
                currentStyle = cell.style
            }
            text.append(character)
        }
        return text
    }
}

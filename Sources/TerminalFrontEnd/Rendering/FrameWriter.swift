/// Turns frames drawn in a ``TerminalBuffer`` into the bytes that show them, redrawing only
/// the rows that changed since the previous frame.
struct FrameWriter {

    /// The text that turns the screen showing the previous frame into one showing `frame`:
    /// everything after a size change or ``invalidate()``, only the changed rows otherwise,
    /// nothing at all when nothing changed.
    mutating func output(for frame: TerminalBuffer) -> String {
        let previous = previous.flatMap { $0.size == frame.size ? $0 : nil }
        self.previous = frame
        // A whole frame writes every cell, so it needs no clearing first. (Clearing would also
        // make some terminals, tmux among them, scroll the old frame into their history.)
        var output = ""
        for row in 0..<frame.size.rows where previous?.cells(ofRow: row) != frame.cells(ofRow: row) {
            output += Self.text(ofRow: row, in: frame)
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

    /// The row's text with the style changes it needs. After each wide character the cursor
    /// is placed explicitly, so that a terminal that disagrees about a character's width
    /// cannot shift the rest of the row.
    private static func text(ofRow row: Int, in frame: TerminalBuffer) -> String {
        var text = ControlSequence.moveCursor(to: CellPosition(column: 0, row: row))
        var currentStyle: CellStyle?
        var wideCharacterEnded = false
        for (column, cell) in frame.cells(ofRow: row).enumerated() {
            guard let character = cell.character else {
                wideCharacterEnded = true
                continue
            }
            if wideCharacterEnded {
                text += ControlSequence.moveCursor(to: CellPosition(column: column, row: row))
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

import ScreenKit

extension Grid {

    /// Whether this grid's cells can be written as a patch of `old`'s: the same grid, of the
    /// same size, enabled and titled alike.
    func canPatchCells(of old: Grid) -> Bool {
        id == old.id && rows == old.rows && columns == old.columns && isEnabled == old.isEnabled && title == old.title
            && disabledReason == old.disabledReason
    }

    /// Writes `"cells": [{"cell", "column", "row"}]`, each cell that changed (`null` once
    /// empty), row by row, then `"highlighted"` whole if it changed.
    func writeCellsPatch(from old: Grid, to json: inout JSONWriter) {
        let positions = (0..<rows).lazy.flatMap { row in (0..<columns).lazy.map { GridPosition(row: row, column: $0) } }
        json.key("cells")
        json.array(positions.filter { cell(at: $0) != old.cell(at: $0) }) { json, position in
            json.object { json in
                json.key("cell")
                writeCell(at: position, to: &json)
                json.field("column", position.column)
                json.field("row", position.row)
            }
        }
        let shown = highlighted.filter { contains($0) }
        if shown != old.highlighted.filter({ old.contains($0) }) {
            json.key("highlighted")
            writePositions(shown, to: &json)
        }
    }
}

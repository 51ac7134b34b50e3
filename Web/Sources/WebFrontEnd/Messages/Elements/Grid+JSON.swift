import ScreenKit

extension Grid {

    /// Writes `{"cells", "columns", "disabledReason"?, "enabled", "highlighted", "id", "rows",
    /// "title"?, "type": "grid"}`: exactly `rows` rows of `columns` cells, each `null` or a cell, however
    /// many the app gave; the highlighted cells row by row, then column by column.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.key("cells")
            json.array(0..<rows) { json, row in
                json.array(0..<columns) { json, column in
                    writeCell(at: GridPosition(row: row, column: column), to: &json)
                }
            }
            json.field("columns", columns)
            json.field("disabledReason", disabledReason)
            json.field("enabled", isEnabled)
            json.key("highlighted")
            writePositions(highlighted.filter { contains($0) }, to: &json)
            json.field("id", id)
            json.field("rows", rows)
            json.field("title", title)
            json.field("type", "grid")
        }
    }

    /// Writes the cell at `position`: `null` when it is empty.
    func writeCell(at position: GridPosition, to json: inout JSONWriter) {
        guard let cell = cell(at: position) else {
            json.null()
            return
        }
        json.object { json in
            json.field("color", cell.color.name)
            json.field("disabledReason", cell.disabledReason)
            json.field("enabled", cell.isEnabled)
            json.field("symbol", cell.symbol)
        }
    }
}

/// Writes `positions` as `[{"column", "row"}]`, row by row, then column by column, so that the
/// same cells are always the same JSON.
func writePositions(_ positions: some Sequence<GridPosition>, to json: inout JSONWriter) {
    let sorted = positions.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    json.array(sorted) { json, position in
        json.object { json in
            json.field("column", position.column)
            json.field("row", position.row)
        }
    }
}

import ScreenKit

extension Board {

    /// Writes `{"cells", "highlightedCells", "type": "board"}`: the legacy 3×3 board, as
    /// version 2 has always sent it (the page draws it as a grid).
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.key("cells")
            json.array(cells) { json, row in
                json.array(row) { json, mark in
                    guard let mark else {
                        json.null()
                        return
                    }
                    json.object { json in
                        json.field("color", mark.color.name)
                        json.field("symbol", mark.symbol)
                    }
                }
            }
            json.key("highlightedCells")
            writePositions(highlightedCells.map { GridPosition(row: $0.row, column: $0.column) }, to: &json)
            json.field("type", "board")
        }
    }
}

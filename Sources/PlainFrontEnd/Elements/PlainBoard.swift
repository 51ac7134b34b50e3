import ScreenKit

/// The legacy 3×3 board prints as a grid does; a digit 1–9 takes an empty cell.
extension Board: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        let rows = cells.enumerated().map { row, marks in
            marks.enumerated()
                .map { column, mark in
                    let text = mark?.symbol.displayable ?? String(CellNumber.number(row: row, column: column))
                    return isHighlighted(row: row, column: column) ? "[\(text)]" : " \(text) "
                }
                .joined(separator: "|")
        }
        let separator = Array(repeating: "---", count: Board.size).joined(separator: "+")
        return Array(rows.map { [$0] }.joined(separator: [separator]))
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        ["a cell number from 1 to 9 (1 is top left, 9 bottom right)"]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        CellNumber.cell(typed: command.text).map { .tapCell(row: $0.row, column: $0.column) }
    }
}

import ScreenKit

/// A grid prints row by row, cells between `|`, rows between `---+---` lines: a cell shows its
/// symbol, or while empty its number, counted from 1 at the top left along each row, which is
/// what is typed to tap it; cells that stand out show in brackets, as `[X]`. `tap ROW COLUMN`
/// (both from 1) taps a cell too, and `tap ID …` names the grid when the screen has more than one.
extension Grid: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        let width = max(String(rows * columns).count, maxSymbolWidth)
        let lines = (0..<rows).map { row in
            (0..<columns).map { column in
                let position = GridPosition(row: row, column: column)
                let text = cell(at: position)?.symbol.displayable ?? String(number(of: position))
                let padded = String(repeating: " ", count: max(width - text.displayWidth, 0)) + text
                return isHighlighted(position) ? "[\(padded)]" : " \(padded) "
            }
            .joined(separator: "|")
        }
        let separator = Array(repeating: String(repeating: "-", count: width + 2), count: columns).joined(separator: "+")
        return Array(lines.map { [$0] }.joined(separator: [separator]))
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        guard rows * columns > 0 else {
            return []
        }
        let last = rows * columns
        return isOnlyGrid(in: screen)
            ? ["a cell number from 1 to \(last) (1 is top left, \(last) bottom right)", "\"tap ROW COLUMN\""]
            : ["\"tap \(id.lowercased().displayable) N\"", "\"tap \(id.lowercased().displayable) ROW COLUMN\""]
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        let (verb, numbers) = command.trailingNumbers
        let names: Bool = switch verb.count {
        case 0: isOnlyGrid(in: screen) && numbers.count == 1
        case 1: verb[0] == "tap" && isOnlyGrid(in: screen)
        default: verb[0] == "tap" && verb.dropFirst().joined(separator: " ") == id.lowercased()
        }
        guard names else {
            return nil
        }
        switch numbers.count {
        case 1:
            // Numbers off the grid name a position off it, which the window refuses.
            let index = numbers[0] - 1
            let position = columns > 0 && index >= 0 ? GridPosition(row: index / columns, column: index % columns) : GridPosition(row: -1, column: -1)
            return .tapGridCell(grid: id, at: position)
        case 2:
            return .tapGridCell(grid: id, at: GridPosition(row: numbers[0] - 1, column: numbers[1] - 1))
        default:
            return nil
        }
    }

    // MARK: - Private

    private var maxSymbolWidth: Int {
        cells.prefix(rows).flatMap { $0.prefix(columns) }.compactMap { $0?.symbol.displayable.displayWidth }.max() ?? 0
    }

    private func number(of position: GridPosition) -> Int {
        position.row * columns + position.column + 1
    }

    private func isOnlyGrid(in screen: PlainScreen) -> Bool {
        screen.count { if case .grid = $0 { true } else { false } } == 1
    }
}

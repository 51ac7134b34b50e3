import ScreenKit

/// A list prints its rows numbered from 1 across the screen's lists, with `[x]` or `[ ]` for
/// rows with a check box, and a line saying what acts on a row: `check N`, `uncheck N`, and
/// each row action's title followed by the row's number (`remove 3`).
extension List: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        guard !rows.isEmpty else {
            return ["  (\(emptyText.displayable))"]
        }
        let first = screen.firstRowNumber(of: self)
        var lines = rows.enumerated().map { offset, row in
            Self.line(of: row, number: first + offset)
        }
        let hints = plainCommandHints(in: screen)
        if !hints.isEmpty {
            lines.append("  (for row N: \(hints.map { $0.replacingOccurrences(of: "\"", with: "") }.joined(separator: ", ")))")
        }
        return lines
    }

    func plainCommandHints(in screen: PlainScreen) -> [String] {
        let checks = rows.contains { $0.isChecked != nil } ? ["\"check N\"", "\"uncheck N\""] : []
        var seen = Set<String>()
        let actions = rows.flatMap(\.actions).map { "\"\($0.title.lowercased().displayable) N\"" }.filter { seen.insert($0).inserted }
        return checks + actions
    }

    func plainAction(for command: PlainCommand, in screen: PlainScreen) -> UserAction? {
        let (verb, numbers) = command.trailingNumbers
        guard numbers.count == 1, !verb.isEmpty, screen.rows.indices.contains(numbers[0] - 1) else {
            return nil
        }
        let (list, row) = screen.rows[numbers[0] - 1]
        guard list.id == id else {
            return nil
        }
        switch verb.joined(separator: " ") {
        case "check":
            return .checkRow(list: id, row: row.id, isChecked: true)
        case "uncheck":
            return .checkRow(list: id, row: row.id, isChecked: false)
        case let name:
            return row.actions.first { $0.title.lowercased() == name || $0.id.lowercased() == name }
                .map { .chooseRowAction(list: id, row: row.id, action: $0.id) }
        }
    }

    // MARK: - Private

    private static func line(of row: ListRow, number: Int) -> String {
        let box = row.isChecked.map { $0 ? "[x] " : "[ ] " } ?? ""
        let detail = row.detail.map { " — \($0.displayable)" } ?? ""
        let unavailable = row.actions.filter { !$0.isEnabled }.map { " (\($0.title.lowercased().displayable): unavailable)" }.joined()
        return "  \(number). \(box)\(row.title.displayable)\(detail)\(unavailable)"
    }
}

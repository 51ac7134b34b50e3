import ScreenKit

extension TraceEntry: CustomStringConvertible {

    /// The entry in a line of words for messages, its texts made safe to print
    /// (``Swift/String/displayable``): `input: tapButton login`, `event: attached LoggedInRouter (parent RootRouter)`,
    /// `screen "TicTacToe": Who is playing? | Login`.
    public var description: String {
        switch self {
        case let .input(.action(action), _):
            switch action {
            case let .editText(field, text): "input: editText \(field.displayable) \"\(text.displayable)\""
            case let .tapButton(id): "input: tapButton \(id.displayable)"
            case let .tapCell(row, column): "input: tapCell row \(row) column \(column)"
            case let .chooseAlertAction(index): "input: chooseAlertAction \(index)"
            }
        case let .tree(tree):
            "tree: \(tree.outline.displayable)"
        case let .input(.link(link), _):
            "input: link \(link.displayable)"
        case let .event(event):
            "event: \(event.kind.displayable) \(event.router.displayable)"
                + (event.parent.map { " (parent \($0.displayable))" } ?? "")
                + (event.workflow.map { " (\($0.displayable) step \(event.step ?? 0))" } ?? "")
        case let .screen(screen):
            "screen \"\(screen.title.displayable)\": "
                + screen.texts.map(\.displayable).joined(separator: " | ")
                + (screen.alert.map { " (alert \"\($0.displayable)\")" } ?? "")
        case let .rejected(reason):
            "refused: \(reason.displayable)"
        }
    }
}

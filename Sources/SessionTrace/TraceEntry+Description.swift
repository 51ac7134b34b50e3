import ScreenKit

extension TraceEntry: CustomStringConvertible {

    /// The entry in a line of words for messages, its texts made safe to print
    /// (``Swift/String/displayable``): `input: tapButton id="login"`, `event: attached LoggedInRouter (parent RootRouter)`,
    /// `screen "Notes": Your notes | New note`.
    public var description: String {
        switch self {
        case let .input(.action(action), _):
            "input: \(action.name)" + action.fields.map { " \($0.key)=\(Self.describe($0.value))" }.joined()
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

    private static func describe(_ value: UserActionField) -> String {
        switch value {
        case let .string(string): "\"\(string.displayable)\""
        case let .integer(integer): "\(integer)"
        case let .bool(bool): "\(bool)"
        }
    }
}

extension TraceEntry {

    /// About how many bytes the entry's line takes once written: its texts and a fixed share
    /// for the keys and the check. For keeping what is recorded within a bound.
    public var approximateBytes: Int {
        let lineOverhead = 48
        switch self {
        case let .tree(tree):
            return lineOverhead + Self.bytes(of: tree)
        case let .input(.action(action), _):
            return lineOverhead + 16 + action.name.utf8.count + action.fields.reduce(0) { bytes, field in
                switch field.value {
                case let .string(string): bytes + 6 + field.key.utf8.count + string.utf8.count
                case .integer, .bool: bytes + 24 + field.key.utf8.count
                }
            }
        case let .input(.link(link), _):
            return lineOverhead + 24 + link.utf8.count
        case let .event(event):
            return lineOverhead + 40 + event.kind.utf8.count + event.router.utf8.count + (event.parent?.utf8.count ?? 0)
                + (event.workflow?.utf8.count ?? 0)
        case let .screen(screen):
            return lineOverhead + 40 + screen.title.utf8.count + (screen.alert?.utf8.count ?? 0)
                + screen.texts.reduce(0) { $0 + $1.utf8.count + 3 }
        case let .rejected(reason):
            return lineOverhead + 16 + reason.utf8.count
        }
    }

    private static func bytes(of tree: TraceTree) -> Int {
        24 + tree.router.utf8.count + (tree.children ?? []).reduce(0) { $0 + bytes(of: $1) }
    }
}

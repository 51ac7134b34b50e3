/// The tags children's saved states are kept under.
///
/// A child's tag is the one its parent attached it with (``Router/attachChild(_:tag:)``), or
/// else its router's type name, such as `OffGameRouter`. Children of one parent that share a
/// tag are told apart by attach order: the second is `OffGameRouter#2`, and so on.
@MainActor
enum SavedStateTags {

    /// Each child with its tag, in attach order.
    static func tagged(_ children: [any Routing]) -> [(tag: String, child: any Routing)] {
        var countsByTag: [String: Int] = [:]
        return children.map { child in
            let tag = baseTag(of: child)
            let count = countsByTag[tag, default: 0] + 1
            countsByTag[tag] = count
            return (numbered(tag, count), child)
        }
    }

    /// The tag of `child`, the last of `children`.
    static func tag(ofLast child: any Routing, in children: [any Routing]) -> String {
        let tag = baseTag(of: child)
        let count = children.dropLast().reduce(1) { count, sibling in
            baseTag(of: sibling) == tag ? count + 1 : count
        }
        return numbered(tag, count)
    }

    // MARK: - Private

    private static func baseTag(of child: any Routing) -> String {
        (child as? any SavedStateCarrying)?.stateTag ?? RouterTreeNode.name(of: child)
    }

    private static func numbered(_ tag: String, _ count: Int) -> String {
        count == 1 ? tag : "\(tag)#\(count)"
    }
}

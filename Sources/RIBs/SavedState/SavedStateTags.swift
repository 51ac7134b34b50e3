/// The tags children's saved states are kept under.
///
/// A child's tag is the one its parent attached it with (``Router/attachChild(_:tag:)``), or
/// else its router's type name, such as `OffGameRouter`. Children of one parent that share a
/// tag are told apart by attach order: the second is `OffGameRouter#2`, and so on.
@MainActor
enum SavedStateTags {

    /// The tags of `children`, in attach order.
    static func tags(of children: [any Routing]) -> [String] {
        if children.count == 1, let only = children.first {
            // A parent of one child, the most common: no counting.
            return [baseTag(of: only)]
        }
        var countsByTag: [String: Int] = [:]
        return children.map { child in
            let tag = baseTag(of: child)
            let count = countsByTag[tag, default: 0] + 1
            countsByTag[tag] = count
            return numbered(tag, count)
        }
    }

    /// The tag of the last of `children`, just attached. Linear in the siblings; only a
    /// restoring parent asks.
    static func tagOfLast(_ children: [any Routing]) -> String {
        tags(of: children).last ?? ""
    }

    // MARK: - Private

    private static func baseTag(of child: any Routing) -> String {
        (child as? any SavedStateCarrying)?.stateTag ?? RouterTreeNode.name(of: child)
    }

    private static func numbered(_ tag: String, _ count: Int) -> String {
        count == 1 ? tag : "\(tag)#\(count)"
    }
}

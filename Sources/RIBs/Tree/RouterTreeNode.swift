/// A snapshot of a live router tree: router type names, activeness and nesting.
///
/// Take one with ``Routing/treeSnapshot()``; its ``description`` draws the tree:
///
/// ```
/// RootRouter (active)
/// └── LoggedInRouter (active)
///     └── OffGameRouter (active)
/// ```
public struct RouterTreeNode: Sendable, Equatable, CustomStringConvertible {

    /// The router's type name, for example `OffGameRouter`.
    public let name: String

    /// Whether the router's interactor is active.
    public let isActive: Bool

    /// The snapshots of the router's children, in attach order.
    public let children: [RouterTreeNode]

    /// Creates a snapshot node.
    ///
    /// - Parameters:
    ///   - name: The router's type name.
    ///   - isActive: Whether the router's interactor is active.
    ///   - children: The children's snapshots, in attach order.
    public init(name: String, isActive: Bool, children: [RouterTreeNode] = []) {
        self.name = name
        self.isActive = isActive
        self.children = children
    }

    /// The tree drawn with box-drawing characters, one router a line.
    public var description: String {
        lines().joined(separator: "\n")
    }

    /// The tree drawn with box-drawing characters, one router per element.
    public func lines() -> [String] {
        var lines = ["\(name) (\(isActive ? "active" : "inactive"))"]
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            let childLines = child.lines()
            lines.append((isLast ? "└── " : "├── ") + childLines[0])
            lines += childLines.dropFirst().map { (isLast ? "    " : "│   ") + $0 }
        }
        return lines
    }
}

extension RouterTreeNode {

    /// The name a snapshot gives `router`: its type's name, such as `OffGameRouter`.
    ///
    /// Worked out once per type: the runtime demangles a type's name, thousands of
    /// instructions each time.
    @MainActor
    public static func name(of router: any Routing) -> String {
        let type = ObjectIdentifier(Swift.type(of: router))
        if let name = typeNames[type] {
            return name
        }
        let name = String(describing: Swift.type(of: router))
        typeNames[type] = name
        return name
    }

    /// The names worked out so far, one per router type: as many as the program has.
    @MainActor
    private static var typeNames: [ObjectIdentifier: String] = [:]
}

extension Routing {

    /// A snapshot of this router and its subtree, as it is now.
    ///
    /// - Returns: The root node of the snapshot.
    public func treeSnapshot() -> RouterTreeNode {
        RouterTreeNode(name: RouterTreeNode.name(of: self),
                       isActive: interactable.isActive,
                       children: children.map { $0.treeSnapshot() })
    }
}

import RIBs

/// A router of the inspected tree, with its children: the wire form of RIBs' `RouterTreeNode`.
public struct InspectorTreeNode: Codable, Sendable, Equatable {

    /// The router's type name, such as `OffGameRouter`.
    public let name: String

    /// Whether the router's interactor is active.
    public let isActive: Bool

    /// The router's children, in attach order.
    public let children: [InspectorTreeNode]

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - name: The router's type name.
    ///   - isActive: Whether its interactor is active.
    ///   - children: Its children, in attach order.
    public init(name: String, isActive: Bool, children: [InspectorTreeNode] = []) {
        self.name = name
        self.isActive = isActive
        self.children = children
    }

    /// The node of a RIBs tree snapshot, with its subtree.
    ///
    /// - Parameter snapshot: A node of RIBs' `Routing.treeSnapshot()`.
    public init(_ snapshot: RouterTreeNode) {
        self.init(name: snapshot.name, isActive: snapshot.isActive, children: snapshot.children.map(InspectorTreeNode.init))
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case isActive = "active"
        case children
    }
}

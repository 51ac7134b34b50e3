import RIBsInspector

/// The RIB tree as a trace keeps it once the app is launched: each router by type name, its
/// children in attach order, and whether it is inactive (left out while active, as every
/// attached RIB normally is).
public struct TraceTree: Codable, Equatable, Sendable {

    /// The router's type name.
    public let router: String

    /// `true` for a router whose interactor is not active; `nil` when it is.
    public let inactive: Bool?

    /// The router's children, in attach order; `nil` when it has none.
    public let children: [TraceTree]?

    /// The trace's form of the inspector's tree.
    public init(_ node: InspectorTreeNode) {
        router = node.name
        inactive = node.isActive ? nil : true
        children = node.children.isEmpty ? nil : node.children.map(TraceTree.init)
    }

    /// The tree in one line for messages, children in brackets:
    /// `RootRouter [LoggedInRouter [SettingsRouter]]`.
    var outline: String {
        let children = (children ?? []).map(\.outline).joined(separator: ", ")
        return router + (inactive == true ? " (inactive)" : "") + (children.isEmpty ? "" : " [\(children)]")
    }
}

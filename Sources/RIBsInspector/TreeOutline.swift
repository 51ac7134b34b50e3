import RIBs

/// Which routers a tree had and which were active, without what they hold: the tree as the
/// inspector's history keeps it, for every event it still has.
public struct TreeOutline: Codable, Sendable, Equatable {

    /// The router's type name.
    public let name: String

    /// Whether its interactor is active.
    public var isActive: Bool

    /// Its children, in attach order.
    public var children: [TreeOutline]

    private enum CodingKeys: String, CodingKey {
        case name
        case isActive = "active"
        case children
    }

    /// Creates an outline.
    public init(name: String, isActive: Bool, children: [TreeOutline] = []) {
        self.name = name
        self.isActive = isActive
        self.children = children
    }

    /// The outline of the inspector's tree.
    public init(_ node: InspectorTreeNode) {
        self.init(name: node.name, isActive: node.isActive, children: node.children.map(TreeOutline.init))
    }

    /// The outline of a router's tree, as RIBs' `Routing.treeSnapshot()` gives it.
    public init(_ node: RouterTreeNode) {
        self.init(name: node.name, isActive: node.isActive, children: node.children.map(TreeOutline.init))
    }

    /// The tree after `event`: a child added or removed, an interactor activated or
    /// deactivated. Routers are found by name (the most recently attached of a name first);
    /// an event naming a router the outline lacks leaves it as it is.
    public func applying(_ event: TimelineEvent) -> TreeOutline {
        var outline = self
        outline.apply(event)
        return outline
    }

    /// Changes this outline in place as ``applying(_:)`` returns it changed, copying none of
    /// its unchanged nodes.
    public mutating func apply(_ event: TimelineEvent) {
        switch event.kind {
        case .activated, .deactivated:
            update(named: event.router) { $0.isActive = event.kind == .activated }
        case .attached:
            guard let parent = event.parent else {
                break
            }
            update(named: parent) { $0.children.append(TreeOutline(name: event.router, isActive: false)) }
        case .detached:
            guard let parent = event.parent else {
                break
            }
            update(named: parent) { node in
                if let index = node.children.lastIndex(where: { $0.name == event.router }) {
                    node.children.remove(at: index)
                }
            }
        default:
            break
        }
    }

    // MARK: - Private

    /// Changes the router named `name`, searching the newest children first; returns whether
    /// one was found.
    @discardableResult
    private mutating func update(named name: String, _ change: (inout TreeOutline) -> Void) -> Bool {
        for index in children.indices.reversed() where children[index].update(named: name, change) {
            return true
        }
        guard self.name == name else {
            return false
        }
        change(&self)
        return true
    }
}

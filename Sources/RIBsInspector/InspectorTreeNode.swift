import RIBs

/// A router of the inspected tree, with its children: the wire form of RIBs' `RouterTreeNode`.
public struct InspectorTreeNode: Codable, Sendable, Equatable {

    /// The router's type name, such as `SettingsRouter`.
    public let name: String

    /// Whether the router's interactor is active.
    public let isActive: Bool

    /// What the router's interactor would save now, as JSON text (see RIBs'
    /// `StateRestoring`); `nil` for a RIB that saves no state.
    public let savedState: String?

    /// The interactor's type name, such as `SettingsInteractor`; `nil` where not known (a node
    /// made from a `RouterTreeNode`).
    public let interactor: String?

    /// The view controller's type name, such as `SettingsViewController`; `nil` for a viewless
    /// RIB (one whose router is not `ViewableRouting`), or where ``interactor`` is not known.
    public let viewController: String?

    /// Whether the RIB is known to have no view.
    public var isViewless: Bool {
        interactor != nil && viewController == nil
    }

    /// The router's children, in attach order.
    public let children: [InspectorTreeNode]

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - name: The router's type name.
    ///   - isActive: Whether its interactor is active.
    ///   - savedState: What its interactor would save, as JSON text, if it saves any.
    ///   - interactor: Its interactor's type name, if known.
    ///   - viewController: Its view controller's type name; `nil` for a viewless RIB.
    ///   - children: Its children, in attach order.
    public init(name: String, isActive: Bool, savedState: String? = nil, interactor: String? = nil, viewController: String? = nil,
                children: [InspectorTreeNode] = []) {
        self.name = name
        self.isActive = isActive
        self.savedState = savedState
        self.interactor = interactor
        self.viewController = viewController
        self.children = children
    }

    /// The node of a RIBs tree snapshot, with its subtree.
    ///
    /// - Parameter snapshot: A node of RIBs' `Routing.treeSnapshot()`.
    public init(_ snapshot: RouterTreeNode) {
        self.init(name: snapshot.name, isActive: snapshot.isActive, children: snapshot.children.map(InspectorTreeNode.init))
    }

    /// The node of a live router, with its subtree and each RIB's saved state as it is now.
    ///
    /// - Parameter router: The router at the top of the subtree.
    @MainActor
    public init(router: any Routing) {
        self.init(name: RouterTreeNode.name(of: router),
                  isActive: router.interactable.isActive,
                  savedState: router.savedStateDescription,
                  interactor: TypeNames.name(of: router.interactable),
                  viewController: (router as? any ViewableRouting).map { TypeNames.name(of: $0.viewControllable) },
                  children: router.children.map(InspectorTreeNode.init(router:)))
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case isActive = "active"
        case savedState = "state"
        case interactor
        case viewController
        case children
    }
}

/// The lifecycle stages of a router.
public enum RouterLifecycle: Sendable {

    /// The router was loaded: its `didLoad()` ran.
    case didLoad
}

/// The lifecycle of a router, as seen by the objects bound to it.
@MainActor
public protocol RouterScope: AnyObject {

    /// The router's lifecycle events; completes when the router is deallocated.
    var lifecycle: AnyPublisher<RouterLifecycle, Never> { get }
}

/// The base protocol of every router.
@MainActor
public protocol Routing: RouterScope {

    /// The interactor of this router's RIB, as the framework sees it.
    var interactable: any Interactable { get }

    /// The routers of the RIBs currently attached as children, in attach order.
    var children: [any Routing] { get }

    /// Loads the router; runs `didLoad()` once, however often it is called.
    ///
    /// - Note: Called by the framework when the RIB is attached or launched; apps do not call it.
    func load()

    /// Attaches `child`: activates its interactor, then loads it.
    ///
    /// - Parameter child: The child RIB's router; attaching the same router twice is a
    ///   programming error, caught in debug builds.
    func attachChild(_ child: any Routing)

    /// Detaches `child`: deactivates its interactor, then removes it from ``children``.
    ///
    /// - Parameter child: The child RIB's router.
    func detachChild(_ child: any Routing)
}

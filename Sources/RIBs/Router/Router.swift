/// A router: manages the children of its RIB by attaching and detaching their routers.
///
/// The subtree follows the activeness of this router's interactor: when it deactivates,
/// every descendant deactivates; when it activates again, so do they.
///
/// `InteractorType` is usually the RIB's `...Interactable` protocol, which must refine
/// ``Interactable``.
@MainActor
open class Router<InteractorType>: Routing {

    /// The interactor of this RIB, typed as the RIB's own `...Interactable` protocol.
    public let interactor: InteractorType

    /// The interactor of this RIB, as the framework sees it.
    public let interactable: any Interactable

    /// The routers of the RIBs currently attached as children, in attach order.
    ///
    /// Changed only by ``attachChild(_:)`` and ``detachChild(_:)``.
    public final private(set) var children: [any Routing] = []

    /// The router's lifecycle events; completes when the router is deallocated.
    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleEvents.eraseToAnyPublisher()
    }

    /// Creates a router for `interactor`.
    ///
    /// - Parameter interactor: The RIB's interactor; its type must conform to ``Interactable``.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        // Swift cannot constrain a generic parameter to "an existential whose protocol refines
        // Interactable", which is what RIBs pass here, so this stays a runtime check.
        guard let interactable = interactor as? any Interactable else {
            preconditionFailure("\(InteractorType.self) must conform to \((any Interactable).self).")
        }
        self.interactable = interactable
    }

    /// Loads the router and calls ``didLoad()``, once, however often it is called.
    public final func load() {
        guard !didLoadFlag else {
            return
        }
        didLoadFlag = true
        internalDidLoad()
        didLoad()
    }

    /// Called once, when the router is loaded. Override to attach the RIB's first children.
    open func didLoad() {}

    /// Attaches `child`: adds it to ``children``, activates its interactor, then loads it.
    ///
    /// - Parameter child: The child RIB's router; attaching the same router twice is a
    ///   programming error, caught by an assertion in debug builds and ignored otherwise.
    public final func attachChild(_ child: any Routing) {
        guard childIdentifiers.insert(ObjectIdentifier(child)).inserted else {
            assertionFailure("Attempt to attach \(type(of: child)), which is already attached to \(type(of: self)).")
            return
        }
        children.append(child)
        treeEventChannel?.routerDidAttach(child, to: self)
        child.interactable.activate()
        child.load()
    }

    /// Detaches `child`: deactivates its interactor, then removes it from ``children``.
    ///
    /// - Parameter child: The child RIB's router; detaching a router that is not a child only
    ///   deactivates it.
    public final func detachChild(_ child: any Routing) {
        child.interactable.deactivate()
        // Children usually leave newest first: search from the end.
        guard childIdentifiers.remove(ObjectIdentifier(child)) != nil,
              let index = children.lastIndex(where: { $0 === child }) else {
            return
        }
        children.remove(at: index)
        treeEventChannel?.routerDidDetach(child, from: self)
    }

    isolated deinit {
        // First, so that deactivating the interactor calls nothing on this router any more.
        stopFollowingInteractor()
        interactable.deactivate()
        // No detach events here: an event must not hand out a router being deallocated, and
        // observers already saw this subtree leave when this router was detached.
        for child in children {
            child.interactable.deactivate()
        }
        treeEventChannel?.routerWillDeallocate(ObjectIdentifier(self), children: children)
        children.removeAll()
        childIdentifiers.removeAll()
        lifecycleSubject?.send(completion: .finished)
        LeakDetector.instance.expectDeallocation(of: interactable, inTime: LeakDefaultExpectationTime.deallocation)
    }

    // MARK: - Internal

    /// Work done on load before ``didLoad()``; subclasses in this module extend it.
    func internalDidLoad() {
        followInteractor()
        lifecycleSubject?.send(.didLoad)
        treeEventChannel?.routerDidLoad(self)
    }

    /// Brings the subtree to the interactor's state: called on load, then on every change.
    /// Subclasses in this module extend it.
    func interactorActivenessDidChange(isActive: Bool) {
        for child in children {
            setSubtreeActive(isActive, of: child)
        }
    }

    /// Subscriptions that live as long as this router.
    final var routerLifetimeCancellables: [AnyCancellable] = []

    /// The channel of the followed tree this router is in; `nil` when nobody follows it.
    final var treeEventChannel: RIBTreeEventChannel?

    // MARK: - Private

    private var didLoadFlag = false

    /// The identities of ``children``, so that attaching does not scan them.
    private var childIdentifiers: Set<ObjectIdentifier> = []

    /// Created by the first subscriber of ``lifecycle``: most routers never have one.
    private var lifecycleSubject: PassthroughSubject<RouterLifecycle, Never>?

    private var lifecycleEvents: PassthroughSubject<RouterLifecycle, Never> {
        if let lifecycleSubject {
            return lifecycleSubject
        }
        let subject = PassthroughSubject<RouterLifecycle, Never>()
        lifecycleSubject = subject
        return subject
    }

    /// The interactor this router observes directly, when it is an ``Interactor``.
    private var followedInteractor: Interactor?

    /// Keeps the subtree in the interactor's state from now on, starting with the current one.
    private func followInteractor() {
        guard let interactor = interactable as? Interactor else {
            // Any other interactable (a test mock, say) is followed through its stream, which
            // replays the current state.
            interactable.isActiveStream
                .sink { [weak self] isActive in
                    self?.interactorActivenessDidChange(isActive: isActive)
                }
                .store(in: &routerLifetimeCancellables)
            return
        }
        followedInteractor = interactor
        interactor.addActivenessObserver(self)
        interactorActivenessDidChange(isActive: interactor.isActive)
    }

    private func stopFollowingInteractor() {
        followedInteractor?.removeActivenessObserver(self)
        followedInteractor = nil
    }
}

// MARK: - InteractorActivenessObserver

extension Router: InteractorActivenessObserver {}

// MARK: - RIBTreeEventReporting

extension Router: RIBTreeEventReporting {}

/// Activates or deactivates the interactor of `router`, and so its whole subtree.
///
/// A loaded ``Router`` observing an ``Interactor`` takes its own children along when that
/// interactor changes, and they take theirs: each RIB is visited once. The children of any
/// other router are visited from here.
@MainActor
private func setSubtreeActive(_ active: Bool, of router: any Routing) {
    let interactable = router.interactable
    // Only interactors whose activeness changes are called: an interactor's activate() and
    // deactivate() are idempotent, but a mock's call counts are not.
    if interactable.isActive != active {
        if active {
            interactable.activate()
        } else {
            interactable.deactivate()
        }
    }
    if let interactor = interactable as? Interactor, interactor.isObserved(by: router) {
        return
    }
    for child in router.children {
        setSubtreeActive(active, of: child)
    }
}

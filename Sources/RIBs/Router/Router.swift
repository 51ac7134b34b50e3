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
    /// Changed only by ``attachChild(_:)`` and ``detachChild(_:)``. The array is built on the
    /// first read after a detach, so detaching every child in a loop over `children` costs the
    /// same per child as any other order.
    public final var children: [any Routing] {
        childRouters.array
    }

    /// The router's lifecycle events; completes when the router is deallocated.
    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleEvents.eraseToAnyPublisher()
    }

    /// Creates a router for `interactor`.
    ///
    /// - Parameter interactor: The RIB's interactor; its type must conform to ``Interactable``.
    /// - Note: Inlinable so that it is specialised for the RIB's own interactor type, where the
    ///   conversion to ``Interactable`` costs a few instructions rather than a runtime cast.
    @inlinable
    public init(interactor: InteractorType) {
        self.interactor = interactor
        // Swift cannot constrain a generic parameter to "an existential whose protocol refines
        // Interactable", which is what RIBs pass here, so this stays a runtime check.
        // Most interactors are ``Interactor``s: a cast to a class is much cheaper than a
        // conformance lookup, and once specialised for the RIB's `...Interactable` protocol
        // it is a comparison of class metadata.
        if let interactor = interactor as? Interactor {
            interactable = interactor
        } else if let interactor = interactor as? any Interactable {
            interactable = interactor
        } else {
            preconditionFailure("\(InteractorType.self) must conform to \((any Interactable).self).")
        }
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
    /// Its saved state, if any, is kept under its router's type name; see
    /// ``attachChild(_:tag:)``.
    ///
    /// - Parameter child: The child RIB's router; attaching the same router twice is a
    ///   programming error, caught by an assertion in debug builds and ignored otherwise.
    public final func attachChild(_ child: any Routing) {
        attach(child, tag: nil)
    }

    /// Attaches `child` as ``attachChild(_:)`` does, and keeps its saved state under `tag`.
    ///
    /// Give a tag where one parent holds two children of the same type at once, each with
    /// its own state (two boards side by side, say): the default tag, the router's type name,
    /// would tell them apart only by attach order. While this RIB is being restored, the child
    /// gets the state saved under its tag.
    ///
    /// - Parameters:
    ///   - child: The child RIB's router.
    ///   - tag: The name its state is saved under, unique among this router's children.
    public final func attachChild(_ child: any Routing, tag: String) {
        attach(child, tag: tag)
    }

    /// Detaches `child`: deactivates its interactor, then removes it from ``children``.
    ///
    /// - Parameter child: The child RIB's router; detaching a router that is not a child only
    ///   deactivates it.
    public final func detachChild(_ child: any Routing) {
        child.interactable.deactivate()
        guard childRouters.remove(child) else {
            return
        }
        treeEventChannel?.routerDidDetach(child, from: self)
        if let lifeSpan {
            lifeSpan.record(.detachChild, child: child)
            RIBLifeSpan.endLives(inSubtreeOf: child)
        }
    }

    isolated deinit {
        // First, so that deactivating the interactor calls nothing on this router any more.
        followedInteractor?.removeActivenessObserver(ObjectIdentifier(self))
        interactable.deactivate()
        // No detach events here: an event must not hand out a router being deallocated, and
        // observers already saw this subtree leave when this router was detached.
        for case let child? in childRouters.slots {
            child.interactable.deactivate()
        }
        if let treeEventChannel {
            treeEventChannel.routerWillDeallocate(ObjectIdentifier(self), children: children)
        }
        lifecycleSubject?.send(completion: .finished)
        LeakDetector.instance.expectDeallocation(of: interactable, inTime: LeakDefaultExpectationTime.deallocation)
    }

    // MARK: - Internal

    /// The saved state handed to this RIB while it is attached or launched; `nil` otherwise.
    final var restoration: RIBRestoration?

    /// The tag this RIB was attached under, if its parent gave one.
    final var stateTag: String?

    /// Work done on load before ``didLoad()``; subclasses in this module extend it.
    func internalDidLoad() {
        followInteractor()
        lifecycleSubject?.send(.didLoad)
        treeEventChannel?.routerDidLoad(self)
    }

    /// Brings the subtree to the interactor's state: called on load, then on every change.
    /// Subclasses in this module extend it.
    func interactorActivenessDidChange(isActive: Bool) {
        lifeSpan?.interactorActivenessDidChange(isActive: isActive)
        for case let child? in childRouters.slots {
            setSubtreeActive(isActive, of: child)
        }
    }

    /// Subscriptions that live as long as this router.
    final var routerLifetimeCancellables: [AnyCancellable] = []

    /// The channel of the followed tree this router is in; `nil` when nobody follows it.
    final var treeEventChannel: RIBTreeEventChannel?

    /// The span of this RIB's active life; `nil` when its tree is not traced.
    final var lifeSpan: RIBLifeSpan?

    // MARK: - Private

    private var didLoadFlag = false

    private func attach(_ child: any Routing, tag: String?) {
        guard childRouters.append(child) else {
            assertionFailure("Attempt to attach \(type(of: child)), which is already attached to \(type(of: self)).")
            return
        }
        if let tag {
            (child as? any SavedStateCarrying)?.stateTag = tag
        }
        treeEventChannel?.routerDidAttach(child, to: self)
        if let lifeSpan {
            lifeSpan.record(.attachChild, child: child)
            lifeSpan.startLives(inSubtreeOf: child, tag: tag)
        }
        if let childRestoration = restoration?.takeChild(tag: SavedStateTags.tagOfLast(children)) {
            childRestoration.start(child)
        } else {
            child.interactable.activate()
            child.load()
        }
    }

    /// The children, kept so that any detach order costs the same.
    ///
    /// Unchecked: the main actor serialises every access, and ``ChildRouters``' methods run no
    /// code outside the framework; a child whose slot is cleared is still held by the caller
    /// of ``detachChild(_:)``, so no deinit runs during an access. No access can overlap
    /// another, so the runtime's check (about 90 instructions, four times in a RIB's life)
    /// would never fire.
    @exclusivity(unchecked)
    private var childRouters = ChildRouters()

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
    ///
    /// Unchecked as ``childRouters`` is: written once on load, read once in deinit.
    @exclusivity(unchecked)
    private var followedInteractor: Interactor?

    /// Keeps the subtree in the interactor's state from now on, starting with the current one.
    private func followInteractor() {
        // Cast as an object: a class-to-class cast walks superclasses, where casting the
        // existential would look up conformances.
        guard let interactor = (interactable as AnyObject) as? Interactor else {
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
}

// MARK: - InteractorActivenessObserver

extension Router: InteractorActivenessObserver {}

// MARK: - RIBTreeEventReporting

extension Router: RIBTreeEventReporting {}

// MARK: - SavedStateCarrying

extension Router: SavedStateCarrying {}

// MARK: - RIBLifeTracing

extension Router: RIBLifeTracing {}

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

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
    public final var children: [any Routing] = []

    /// The router's lifecycle events; completes when the router is deallocated.
    public final var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
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
        guard !children.contains(where: { $0 === child }) else {
            assertionFailure("Attempt to attach \(type(of: child)), which is already attached to \(type(of: self)).")
            return
        }
        children.append(child)
        child.interactable.activate()
        child.load()
        RIBEvents.shared.emit(RIBEvent(type: .attached, router: child, parentRouter: self))
    }

    /// Detaches `child`: deactivates its interactor, then removes it from ``children``.
    ///
    /// - Parameter child: The child RIB's router; detaching a router that is not a child only
    ///   deactivates it.
    public final func detachChild(_ child: any Routing) {
        child.interactable.deactivate()
        guard let index = children.firstIndex(where: { $0 === child }) else {
            return
        }
        children.remove(at: index)
        RIBEvents.shared.emit(RIBEvent(type: .detached, router: child, parentRouter: self))
    }

    isolated deinit {
        interactable.deactivate()
        // No detach events here: an event must not hand out a router being deallocated, and
        // observers already saw this subtree leave when this router was detached.
        for child in children {
            child.interactable.deactivate()
        }
        children.removeAll()
        lifecycleSubject.send(completion: .finished)
        LeakDetector.instance.expectDeallocate(object: interactable)
    }

    // MARK: - Internal

    /// Work done on load before ``didLoad()``; subclasses in this module extend it.
    func internalDidLoad() {
        bindSubtreeActiveState()
        lifecycleSubject.send(.didLoad)
    }

    /// Subscriptions that live as long as this router.
    final var routerLifetimeCancellables: [AnyCancellable] = []

    // MARK: - Private

    private var didLoadFlag = false
    private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()

    private func bindSubtreeActiveState() {
        interactable.isActiveStream
            .sink { [weak self] isActive in
                self?.setSubtreeActive(isActive)
            }
            .store(in: &routerLifetimeCancellables)
    }

    private func setSubtreeActive(_ active: Bool) {
        // Only interactors whose activeness changes are called: an interactor's activate() and
        // deactivate() are idempotent, but a mock's call counts are not.
        forEachRouterInSubtree(of: self) { router in
            guard router.interactable.isActive != active else {
                return
            }
            if active {
                router.interactable.activate()
            } else {
                router.interactable.deactivate()
            }
        }
    }

    private func forEachRouterInSubtree(of root: any Routing, _ body: (any Routing) -> Void) {
        body(root)
        for child in root.children {
            forEachRouterInSubtree(of: child, body)
        }
    }
}

import RIBs

/// A `Routing` for tests that counts its calls.
///
/// Without a handler, ``attachChild(_:)`` and ``detachChild(_:)`` only keep ``children`` up to
/// date; they neither activate nor load anything. With a handler, they call the handler only.
/// Subclass it to conform to a RIB's own `...Routing` protocol.
@MainActor
open class RoutingMock: Routing {

    /// The interactor the mock hands to the framework.
    public var interactable: any Interactable

    /// The children; ``attachChild(_:)`` and ``detachChild(_:)`` keep it up to date by default.
    public var children: [any Routing] = []

    /// The lifecycle events sent through ``lifecycleSubject``.
    public var lifecycle: AnyPublisher<RouterLifecycle, Never> {
        lifecycleSubject.eraseToAnyPublisher()
    }

    /// Sends the events of ``lifecycle``; it completes when the mock is deallocated.
    public let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()

    /// Called by ``load()``.
    public var loadHandler: (() -> Void)?

    /// How many times ``load()`` was called.
    public private(set) var loadCallCount = 0

    /// Called by ``attachChild(_:)`` instead of appending to ``children``.
    public var attachChildHandler: ((any Routing) -> Void)?

    /// How many times ``attachChild(_:)`` was called.
    public private(set) var attachChildCallCount = 0

    /// Called by ``detachChild(_:)`` instead of removing from ``children``.
    public var detachChildHandler: ((any Routing) -> Void)?

    /// How many times ``detachChild(_:)`` was called.
    public private(set) var detachChildCallCount = 0

    /// Creates a mock.
    ///
    /// - Parameter interactable: The interactor to hand to the framework.
    public init(interactable: any Interactable = InteractableMock()) {
        self.interactable = interactable
    }

    /// Counts the call, then calls ``loadHandler``.
    public func load() {
        loadCallCount += 1
        loadHandler?()
    }

    /// Counts the call, then calls ``attachChildHandler`` or, without one, appends `child` to
    /// ``children``.
    ///
    /// - Parameter child: The router to attach.
    public func attachChild(_ child: any Routing) {
        attachChildCallCount += 1
        if let attachChildHandler {
            attachChildHandler(child)
        } else {
            children.append(child)
        }
    }

    /// Counts the call, then calls ``detachChildHandler`` or, without one, removes `child` from
    /// ``children``.
    ///
    /// - Parameter child: The router to detach.
    public func detachChild(_ child: any Routing) {
        detachChildCallCount += 1
        if let detachChildHandler {
            detachChildHandler(child)
        } else {
            children.removeAll { $0 === child }
        }
    }

    isolated deinit {
        lifecycleSubject.send(completion: .finished)
    }
}

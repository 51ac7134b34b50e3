import RIBs

/// An `Interactable` for tests that counts its lifecycle calls.
///
/// Without a handler, ``activate()`` and ``deactivate()`` behave as an interactor's do: they set
/// ``isActive``, which ``isActiveStream`` follows. With a handler, they call the handler only.
/// Subclass it to conform to a RIB's own `...Interactable` protocol.
@MainActor
open class InteractableMock: Interactable {

    /// Whether the mock is active; set it to drive ``isActiveStream``.
    public var isActive: Bool {
        get {
            isActiveSubject.value
        }
        set {
            isActiveSubject.send(newValue)
        }
    }

    /// ``isActive`` over time: replays the current value, emits no duplicates and completes
    /// when the mock is deallocated.
    public var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Called by ``activate()`` instead of setting ``isActive``.
    public var activateHandler: (() -> Void)?

    /// How many times ``activate()`` was called.
    public private(set) var activateCallCount = 0

    /// Called by ``deactivate()`` instead of clearing ``isActive``.
    public var deactivateHandler: (() -> Void)?

    /// How many times ``deactivate()`` was called.
    public private(set) var deactivateCallCount = 0

    /// Creates a mock.
    ///
    /// - Parameter isActive: Whether the mock starts active.
    public init(isActive: Bool = false) {
        isActiveSubject = CurrentValueSubject(isActive)
    }

    /// Counts the call, then calls ``activateHandler`` or, without one, sets ``isActive``.
    public func activate() {
        activateCallCount += 1
        if let activateHandler {
            activateHandler()
        } else {
            isActive = true
        }
    }

    /// Counts the call, then calls ``deactivateHandler`` or, without one, clears ``isActive``.
    public func deactivate() {
        deactivateCallCount += 1
        if let deactivateHandler {
            deactivateHandler()
        } else {
            isActive = false
        }
    }

    isolated deinit {
        isActiveSubject.send(completion: .finished)
    }

    // MARK: - Private

    private let isActiveSubject: CurrentValueSubject<Bool, Never>
}

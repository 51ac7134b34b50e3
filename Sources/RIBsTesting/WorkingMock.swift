import RIBs

/// A `Working` for tests that counts its calls.
///
/// Without a handler, ``start(_:)`` and ``stop()`` set ``isStarted``, which ``isStartedStream``
/// follows. With a handler, they call the handler only.
@MainActor
open class WorkingMock: Working {

    /// Whether the mock is started; set it to drive ``isStartedStream``.
    public var isStarted: Bool {
        get {
            isStartedSubject.value
        }
        set {
            isStartedSubject.send(newValue)
        }
    }

    /// ``isStarted`` over time: replays the current value and emits no duplicates.
    public var isStartedStream: AnyPublisher<Bool, Never> {
        isStartedSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Called by ``start(_:)`` instead of setting ``isStarted``.
    public var startHandler: ((any InteractorScope) -> Void)?

    /// How many times ``start(_:)`` was called.
    public private(set) var startCallCount = 0

    /// Called by ``stop()`` instead of clearing ``isStarted``.
    public var stopHandler: (() -> Void)?

    /// How many times ``stop()`` was called.
    public private(set) var stopCallCount = 0

    /// Creates a stopped mock.
    public init() {}

    /// Counts the call, then calls ``startHandler`` or, without one, sets ``isStarted``.
    ///
    /// - Parameter interactorScope: The scope the worker was started against.
    public func start(_ interactorScope: any InteractorScope) {
        startCallCount += 1
        if let startHandler {
            startHandler(interactorScope)
        } else {
            isStarted = true
        }
    }

    /// Counts the call, then calls ``stopHandler`` or, without one, clears ``isStarted``.
    public func stop() {
        stopCallCount += 1
        if let stopHandler {
            stopHandler()
        } else {
            isStarted = false
        }
    }

    isolated deinit {
        isStartedSubject.send(completion: .finished)
    }

    // MARK: - Private

    private let isStartedSubject = CurrentValueSubject<Bool, Never>(false)
}

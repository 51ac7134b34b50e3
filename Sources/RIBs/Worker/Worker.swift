/// A worker: logic that runs only while the interactor it was started against is active.
///
/// Subclasses start their work in ``didStart(_:)``, binding subscriptions with
/// `cancelOnStop(_:)`, and are told of the end in ``didStop()``. Once started, a worker
/// stops while its interactor is inactive and starts again when it becomes active.
@MainActor
open class Worker: Working {

    /// Whether the worker was started (it may still be paused by an inactive interactor).
    public final var isStarted: Bool {
        isStartedSubject.value
    }

    /// Whether the worker is started, over time; replays the current value.
    public final var isStartedStream: AnyPublisher<Bool, Never> {
        isStartedSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Creates a stopped worker.
    public init() {}

    /// Starts the worker against `interactorScope`; does nothing if already started.
    ///
    /// ``didStart(_:)`` runs now if the scope is active, otherwise when it becomes active.
    ///
    /// - Parameter interactorScope: The scope that bounds the worker; held weakly, so an
    ///   interactor that owns its worker forms no retain cycle.
    public final func start(_ interactorScope: any InteractorScope) {
        guard !isStarted else {
            return
        }
        isStartedSubject.send(true)
        let weakScope = WeakInteractorScope(interactorScope)
        scopeBinding = interactorScope.isActiveStream
            .sink { [weak self] isScopeActive in
                if isScopeActive {
                    self?.runIfNeeded(in: weakScope)
                } else {
                    self?.pauseIfRunning()
                }
            }
    }

    /// Called when the worker starts running: after ``start(_:)`` with an active scope, and
    /// each time the scope becomes active again. Override to start the work.
    ///
    /// - Parameter interactorScope: The scope the worker runs in.
    open func didStart(_ interactorScope: any InteractorScope) {}

    /// Stops the worker: ends what it bound with `cancelOnStop(_:)`, calls ``didStop()`` if it
    /// was running, and stops following its scope. Does nothing if not started.
    public final func stop() {
        guard isStarted else {
            return
        }
        isStartedSubject.send(false)
        scopeBinding = nil
        pauseIfRunning()
    }

    /// Called when the worker stops running: on ``stop()`` or when its scope deactivates.
    /// Override to release what ``didStart(_:)`` acquired.
    open func didStop() {}

    isolated deinit {
        stop()
        isStartedSubject.send(completion: .finished)
    }

    // MARK: - Internal

    /// Binds `cancellable` to the current run, or cancels it at once if not running.
    ///
    /// - Returns: Whether the binding was made.
    @discardableResult
    final func bindToRun(_ cancellable: any Cancellable) -> Bool {
        // Cancelled outside any access to `runScope`: cancelling runs the subscribers' code.
        guard runScope != nil else {
            cancellable.cancel()
            return false
        }
        runScope?.insert(cancellable)
        return true
    }

    // MARK: - Private

    private let isStartedSubject = CurrentValueSubject<Bool, Never>(false)
    private var scopeBinding: AnyCancellable?
    private var runScope: ActiveScope?

    private func runIfNeeded(in interactorScope: any InteractorScope) {
        guard isStarted, runScope == nil else {
            return
        }
        runScope = ActiveScope()
        didStart(interactorScope)
    }

    private func pauseIfRunning() {
        guard let runScope else {
            return
        }
        self.runScope = nil
        runScope.end()
        didStop()
    }
}

extension Cancellable {

    /// Cancels this subscription when `worker` stops running.
    ///
    /// If the worker is not running, the subscription is cancelled at once.
    ///
    /// - Parameter worker: The worker whose run bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func cancelOnStop(_ worker: Worker) -> Self {
        worker.bindToRun(self)
        return self
    }

    /// RIBs iOS's (RxSwift) spelling of ``cancelOnStop(_:)``.
    ///
    /// - Parameter worker: The worker whose run bounds this subscription.
    /// - Returns: This subscription.
    @MainActor
    @discardableResult
    public func disposeOnStop(_ worker: Worker) -> Self {
        cancelOnStop(worker)
    }
}

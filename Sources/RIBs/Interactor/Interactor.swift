/// An interactor: the business logic of a RIB, active while its RIB is attached.
///
/// Subclasses start their work in ``didBecomeActive()`` and pause it in
/// ``willResignActive()``. Subscriptions made while active are bound to the active period with
/// `cancelOnDeactivate(interactor:)` and end on deactivation.
@MainActor
open class Interactor: Interactable {

    /// Whether the interactor is currently active.
    public final var isActive: Bool {
        isActiveSubject.value
    }

    /// The interactor's activeness over time: replays the current value, emits no duplicates
    /// and completes when the interactor is deallocated.
    public final var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Creates an inactive interactor.
    public init() {}

    /// Activates the interactor and calls ``didBecomeActive()``; does nothing if already active.
    public final func activate() {
        guard !isActive else {
            return
        }
        activeScope = ActiveScope()
        isActiveSubject.send(true)
        didBecomeActive()
    }

    /// Called after the interactor became active. Override to start the RIB's business logic.
    open func didBecomeActive() {}

    /// Calls ``willResignActive()``, ends everything bound to the active period and deactivates
    /// the interactor; does nothing if already inactive.
    public final func deactivate() {
        guard isActive else {
            return
        }
        willResignActive()
        activeScope?.end()
        activeScope = nil
        isActiveSubject.send(false)
    }

    /// Called before the interactor resigns its active state. Override to pause business logic.
    open func willResignActive() {}

    isolated deinit {
        deactivate()
        isActiveSubject.send(completion: .finished)
    }

    // MARK: - Internal

    /// Binds `cancellable` to the current active period, or cancels it at once if inactive.
    ///
    /// - Returns: Whether the binding was made; `false` means the cancellable was cancelled.
    @discardableResult
    final func bindToActivePeriod(_ cancellable: any Cancellable) -> Bool {
        activeScope.keepOrCancel(cancellable)
    }

    // MARK: - Private

    private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
    private var activeScope: ActiveScope?
}

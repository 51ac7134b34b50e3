/// An interactor: the business logic of a RIB, active while its RIB is attached.
///
/// Subclasses start their work in ``didBecomeActive()`` and pause it in
/// ``willResignActive()``. Subscriptions made while active are bound to the active period with
/// `cancelOnDeactivate(interactor:)` and end on deactivation.
@MainActor
open class Interactor: Interactable {

    /// Whether the interactor is currently active.
    public final private(set) var isActive = false

    /// The interactor's activeness over time: replays the current value, emits no duplicates
    /// and completes when the interactor is deallocated.
    public final var isActiveStream: AnyPublisher<Bool, Never> {
        activenessSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Creates an inactive interactor.
    public init() {}

    /// Activates the interactor and calls ``didBecomeActive()``; does nothing if already active.
    public final func activate() {
        guard !isActive else {
            return
        }
        setActive(true)
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
        if let activeScope {
            self.activeScope = nil
            activeScope.end()
        }
        setActive(false)
    }

    /// Called before the interactor resigns its active state. Override to pause business logic.
    open func willResignActive() {}

    isolated deinit {
        deactivate()
        isActiveSubject?.send(completion: .finished)
    }

    // MARK: - Internal

    /// Binds `cancellable` to the current active period, or cancels it at once if inactive.
    ///
    /// - Returns: Whether the binding was made; `false` means the cancellable was cancelled.
    @discardableResult
    final func bindToActivePeriod(_ cancellable: any Cancellable) -> Bool {
        if isActive, activeScope == nil {
            activeScope = ActiveScope()
        }
        return activeScope.keepOrCancel(cancellable)
    }

    /// Tells `observer` of every change of ``isActive`` from now on, until it is removed.
    final func addActivenessObserver(_ observer: any InteractorActivenessObserver) {
        activenessObservers.add(observer)
    }

    /// Stops telling the observer `identifier` stands for; it must call this before it goes away.
    final func removeActivenessObserver(_ identifier: ObjectIdentifier) {
        activenessObservers.remove(identifier)
    }

    /// Whether `object` is told of every change of ``isActive``.
    final func isObserved(by object: AnyObject) -> Bool {
        activenessObservers.contains(ObjectIdentifier(object))
    }

    // MARK: - Private

    /// Created by the first subscriber of ``isActiveStream``: most interactors never have one.
    private var isActiveSubject: CurrentValueSubject<Bool, Never>?
    private var activenessObservers = ActivenessObservers()
    /// What the current active period cancels when it ends; made by the first binding, as
    /// most active periods bind nothing.
    private var activeScope: ActiveScope?

    private var activenessSubject: CurrentValueSubject<Bool, Never> {
        if let isActiveSubject {
            return isActiveSubject
        }
        let subject = CurrentValueSubject<Bool, Never>(isActive)
        isActiveSubject = subject
        return subject
    }

    private func setActive(_ active: Bool) {
        isActive = active
        isActiveSubject?.send(active)
        // An observer may remove another one (its router going away) while they are told:
        // tell only those still registered.
        let observers = activenessObservers
        if let first = observers.first {
            first.observer.interactorActivenessDidChange(isActive: active)
        }
        for slot in observers.others where activenessObservers.contains(slot.identifier) {
            slot.observer.interactorActivenessDidChange(isActive: active)
        }
    }
}

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
        activeScope = ActiveScope()
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
        activeScope?.end()
        activeScope = nil
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
        activeScope.keepOrCancel(cancellable)
    }

    /// Tells `observer` of every change of ``isActive`` from now on, until it is removed.
    ///
    /// - Parameter first: Whether to tell it before the observers already added, rather than after.
    final func addActivenessObserver(_ observer: any InteractorActivenessObserver, first: Bool = false) {
        if first {
            activenessObservers.insert(UnownedActivenessObserver(observer), at: 0)
        } else {
            activenessObservers.append(UnownedActivenessObserver(observer))
        }
    }

    /// Stops telling `observer`; it must call this before it goes away.
    final func removeActivenessObserver(_ observer: any InteractorActivenessObserver) {
        let identifier = ObjectIdentifier(observer)
        activenessObservers.removeAll { $0.identifier == identifier }
    }

    /// Whether `object` is told of every change of ``isActive``.
    final func isObserved(by object: AnyObject) -> Bool {
        isObserved(identifier: ObjectIdentifier(object))
    }

    // MARK: - Private

    /// Created by the first subscriber of ``isActiveStream``: most interactors never have one.
    private var isActiveSubject: CurrentValueSubject<Bool, Never>?
    private var activenessObservers: [UnownedActivenessObserver] = []
    private var activeScope: ActiveScope?

    private var activenessSubject: CurrentValueSubject<Bool, Never> {
        if let isActiveSubject {
            return isActiveSubject
        }
        let subject = CurrentValueSubject<Bool, Never>(isActive)
        isActiveSubject = subject
        return subject
    }

    private func isObserved(identifier: ObjectIdentifier) -> Bool {
        activenessObservers.contains { $0.identifier == identifier }
    }

    private func setActive(_ active: Bool) {
        isActive = active
        isActiveSubject?.send(active)
        // An observer may remove another one (its router going away) while they are told:
        // tell only those still registered.
        let observers = activenessObservers
        for slot in observers where isObserved(identifier: slot.identifier) {
            slot.observer.interactorActivenessDidChange(isActive: active)
        }
    }
}

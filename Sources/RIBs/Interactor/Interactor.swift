/// An interactor: the business logic of a RIB, active while its RIB is attached.
///
/// Subclasses start their work in ``didBecomeActive()`` and pause it in
/// ``willResignActive()``. Subscriptions made while active are bound to the active period with
/// `cancelOnDeactivate(interactor:)` and end on deactivation.
@MainActor
open class Interactor: Interactable {

    /// Whether the interactor is currently active.
    public final var isActive: Bool {
        state.isActive
    }

    /// The interactor's activeness over time: replays the current value, emits no duplicates
    /// and completes when the interactor is deallocated.
    public final var isActiveStream: AnyPublisher<Bool, Never> {
        activenessSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Creates an inactive interactor.
    public init() {}

    /// The JSON this interactor's saved state was last written as, made at its first save.
    final lazy var savedStateMemo = SavedStateMemo()

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
        if !state.activeScope.isEmpty {
            endActivePeriodBindings()
        }
        setActive(false)
    }

    /// Called before the interactor resigns its active state. Override to pause business logic.
    open func willResignActive() {}

    isolated deinit {
        deactivate()
        let subject = state.isActiveSubject
        subject?.send(completion: .finished)
    }

    // MARK: - Internal

    /// Binds `cancellable` to the current active period, or cancels it at once if inactive.
    ///
    /// - Returns: Whether the binding was made; `false` means the cancellable was cancelled.
    @discardableResult
    final func bindToActivePeriod(_ cancellable: any Cancellable) -> Bool {
        guard state.bindToActiveScope(cancellable) else {
            cancellable.cancel()
            return false
        }
        return true
    }

    /// Binds `cancellable` to the current active period, or cancels it at once if inactive: the
    /// overload for what `sink` returns, which the active scope keeps inline, without boxing it
    /// in an existential.
    ///
    /// - Returns: Whether the binding was made; `false` means the cancellable was cancelled.
    @discardableResult
    final func bindToActivePeriod(_ cancellable: AnyCancellable) -> Bool {
        guard state.bindToActiveScope(cancellable) else {
            cancellable.cancel()
            return false
        }
        return true
    }

    /// Tells `observer` of every change of ``isActive`` from now on, until it is removed.
    ///
    /// - Parameter first: Whether to tell it before the observers already added, rather than after.
    ///
    /// Always inlined: called as a function, the optimiser passes it the observer's type
    /// metadata, which for a router the runtime looks up (some 230 instructions per RIB).
    @inline(__always)
    final func addActivenessObserver(_ observer: any InteractorActivenessObserver, first: Bool = false) {
        state.observers.add(observer, first: first)
    }

    /// Stops telling the observer `identifier` stands for; it must call this before it goes away.
    final func removeActivenessObserver(_ identifier: ObjectIdentifier) {
        state.observers.remove(identifier)
    }

    /// Whether `object` is told of every change of ``isActive``.
    final func isObserved(by object: AnyObject) -> Bool {
        state.observers.contains(ObjectIdentifier(object))
    }

    /// How many objects are told of every change of ``isActive``: the tests' check that no
    /// observer outlives its slot.
    final var activenessObserverCount: Int {
        state.observers.count
    }

    // MARK: - Private

    /// Unchecked: the main actor serialises every access, and each one is a short read or a call
    /// of one of ``InteractorState``'s mutating methods, which run no code outside the framework
    /// (subjects, scopes and observers are called only after the access ended). No access can
    /// overlap another, so the runtime's check (about 90 instructions, four times in a RIB's
    /// life) would never fire.
    @exclusivity(unchecked)
    private var state = InteractorState()

    private var activenessSubject: CurrentValueSubject<Bool, Never> {
        if let isActiveSubject = state.isActiveSubject {
            return isActiveSubject
        }
        let subject = CurrentValueSubject<Bool, Never>(isActive)
        state.isActiveSubject = subject
        return subject
    }

    /// Cancels what is bound to the active period, in the order it was bound; what that binds
    /// while it ends (the interactor is still active) is cancelled too, after it.
    ///
    /// Out of line: most active periods bind nothing, and `deactivate()`, kept small, is
    /// inlined where it is called (an interactor's deinit).
    @inline(never)
    private func endActivePeriodBindings() {
        // Ended outside the access to `state`: cancelling runs the subscribers' code.
        repeat {
            let scope = state.takeActiveScope()
            scope.end()
        } while !state.activeScope.isEmpty
    }

    private func setActive(_ active: Bool) {
        let (subject, observers) = state.setActive(active)
        subject?.send(active)
        // An observer may remove another one (its router going away) while they are told:
        // tell only those still registered.
        if let first = observers.first {
            first.observer.interactorActivenessDidChange(isActive: active)
        }
        for slot in observers.others where state.observers.contains(slot.identifier) {
            slot.observer.interactorActivenessDidChange(isActive: active)
        }
    }
}

/// The mutable state of an ``Interactor``, in one stored property: activating or deactivating
/// then costs one dynamic exclusivity check instead of one per field read or written, a
/// noticeable share of a RIB's life.
@MainActor
struct InteractorState {

    var isActive = false

    /// Created by the first subscriber of `isActiveStream`: most interactors never have one.
    var isActiveSubject: CurrentValueSubject<Bool, Never>?

    var observers = ActivenessObservers()

    /// What the current active period cancels when it ends; empty, and allocating nothing,
    /// while nothing is bound, as in most active periods.
    var activeScope = ActiveScope()

    /// Sets ``isActive`` and returns whom to tell.
    mutating func setActive(_ active: Bool) -> (subject: CurrentValueSubject<Bool, Never>?, observers: ActivenessObservers) {
        isActive = active
        return (isActiveSubject, observers)
    }

    /// Takes what the active period bound so far, to be ended outside the access; leaves an
    /// empty scope for anything bound while it ends.
    mutating func takeActiveScope() -> ActiveScope {
        var taken = ActiveScope()
        swap(&taken, &activeScope)
        return taken
    }

    /// Binds `cancellable` to the current active period.
    ///
    /// - Returns: Whether it was bound; `false` while inactive, and the caller cancels it.
    mutating func bindToActiveScope(_ cancellable: any Cancellable) -> Bool {
        guard isActive else {
            return false
        }
        activeScope.insert(cancellable)
        return true
    }

    /// Binds `cancellable` to the current active period.
    ///
    /// - Returns: Whether it was bound; `false` while inactive, and the caller cancels it.
    mutating func bindToActiveScope(_ cancellable: AnyCancellable) -> Bool {
        guard isActive else {
            return false
        }
        activeScope.insert(cancellable)
        return true
    }
}

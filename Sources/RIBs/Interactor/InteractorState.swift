/// The mutable state of an ``Interactor``, in one stored property: activating or deactivating
/// then costs one dynamic exclusivity check instead of one per field read or written, a
/// noticeable share of a RIB's life.
@MainActor
struct InteractorState {

    var isActive = false

    /// Created by the first subscriber of `isActiveStream`: most interactors never have one.
    var isActiveSubject: CurrentValueSubject<Bool, Never>?

    var observers = ActivenessObservers()

    /// What the current active period cancels when it ends; made by the first binding, as
    /// most active periods bind nothing.
    var activeScope: ActiveScope?

    /// Sets ``isActive`` and returns whom to tell.
    mutating func setActive(_ active: Bool) -> (subject: CurrentValueSubject<Bool, Never>?, observers: ActivenessObservers) {
        isActive = active
        return (isActiveSubject, observers)
    }

    /// Ends the active period's scope, returning it to be ended outside the access.
    mutating func takeActiveScope() -> ActiveScope? {
        defer {
            activeScope = nil
        }
        return activeScope
    }

    /// The scope of the current active period, made if needed; `nil` while inactive.
    mutating func activeScopeForBinding() -> ActiveScope? {
        guard isActive else {
            return nil
        }
        if let activeScope {
            return activeScope
        }
        let scope = ActiveScope()
        activeScope = scope
        return scope
    }
}

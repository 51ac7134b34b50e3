/// An object told, synchronously, each time an ``Interactor`` activates or deactivates.
///
/// Routers follow their interactor this way rather than through `isActiveStream`: a
/// subscription costs a dozen allocations per RIB, an observer none beyond its slot. The
/// interactor holds its observers unowned; an observer removes itself before it goes away.
@MainActor
protocol InteractorActivenessObserver: AnyObject {

    /// Called after the interactor's ``Interactor/isActive`` changed to `isActive`.
    func interactorActivenessDidChange(isActive: Bool)
}

/// An observer slot that neither retains its observer nor allocates a weak reference.
struct UnownedActivenessObserver {

    /// Tells the observer apart without touching it, so that a removed observer is never
    /// dereferenced.
    let identifier: ObjectIdentifier

    /// Unowned, not `unowned(unsafe)`: should an observer ever be reached after its deinit
    /// began (a router released off the main actor waits for its isolated deinit), the
    /// program stops with a clear message instead of touching freed state.
    unowned let observer: any InteractorActivenessObserver

    init(_ observer: any InteractorActivenessObserver) {
        identifier = ObjectIdentifier(observer)
        self.observer = observer
    }
}

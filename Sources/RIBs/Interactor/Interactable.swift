/// The activeness of an interactor, as seen by the objects bound to it.
@MainActor
public protocol InteractorScope: AnyObject {

    /// Whether the interactor is currently active.
    var isActive: Bool { get }

    /// The interactor's activeness over time.
    ///
    /// A new subscriber receives the current value at once; the stream emits no duplicates
    /// and completes when the interactor is deallocated.
    var isActiveStream: AnyPublisher<Bool, Never> { get }
}

/// The base protocol of every interactor.
@MainActor
public protocol Interactable: InteractorScope {

    /// Activates the interactor; does nothing if it is already active.
    ///
    /// - Note: Called by the framework when the RIB is attached; apps do not call it.
    func activate()

    /// Deactivates the interactor; does nothing if it is already inactive.
    ///
    /// - Note: Called by the framework when the RIB is detached; apps do not call it.
    func deactivate()
}

/// The base protocol of a worker: a piece of logic that runs while an interactor is active.
@MainActor
public protocol Working: AnyObject {

    /// Whether the worker was started (it may still be paused by an inactive interactor).
    var isStarted: Bool { get }

    /// Whether the worker is started, over time; replays the current value.
    var isStartedStream: AnyPublisher<Bool, Never> { get }

    /// Starts the worker against `interactorScope`: it runs whenever the scope is active.
    ///
    /// - Parameter interactorScope: The scope that bounds the worker; held weakly.
    func start(_ interactorScope: any InteractorScope)

    /// Stops the worker; it no longer follows its interactor scope.
    func stop()
}

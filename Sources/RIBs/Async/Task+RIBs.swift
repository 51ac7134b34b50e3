extension Task {

    /// Cancels this task when `interactor` is deactivated, or at once if it is inactive.
    ///
    /// - Parameter interactor: The interactor whose active period bounds this task.
    /// - Returns: This task.
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> Self {
        AnyCancellable(cancel).cancelOnDeactivate(interactor: interactor)
        return self
    }

    /// Cancels this task when `worker` stops running, or at once if it is not running.
    ///
    /// - Parameter worker: The worker whose run bounds this task.
    /// - Returns: This task.
    @MainActor
    @discardableResult
    public func cancelOnStop(_ worker: Worker) -> Self {
        AnyCancellable(cancel).cancelOnStop(worker)
        return self
    }
}

/// What an interactor cancels when its current active period ends.
@MainActor
final class ActiveScope {

    /// Keeps `cancellable` until ``end()``.
    func insert(_ cancellable: any Cancellable) {
        cancellables.append(cancellable)
    }

    /// Cancels everything inserted so far, in insertion order, and forgets it.
    func end() {
        let ending = cancellables
        cancellables.removeAll()
        for cancellable in ending {
            cancellable.cancel()
        }
    }

    // MARK: - Private

    private var cancellables: [any Cancellable] = []
}

extension Optional where Wrapped == ActiveScope {

    /// Keeps `cancellable` in the scope, or cancels it at once when there is no scope (the
    /// interactor is inactive, the worker is not running).
    ///
    /// - Returns: Whether the cancellable was kept.
    @MainActor
    @discardableResult
    func keepOrCancel(_ cancellable: any Cancellable) -> Bool {
        guard let scope = self else {
            cancellable.cancel()
            return false
        }
        scope.insert(cancellable)
        return true
    }
}

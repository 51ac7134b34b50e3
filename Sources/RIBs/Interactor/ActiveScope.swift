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

/// A pending leak expectation, which can be cancelled.
@MainActor
public final class LeakDetectionHandle {

    /// Whether the expectation was cancelled; a cancelled expectation reports nothing.
    public private(set) var isCancelled = false

    /// Cancels the expectation.
    public func cancel() {
        guard !isCancelled else {
            return
        }
        isCancelled = true
        token?.cancel()
    }

    // MARK: - Internal

    /// A handle for `token`'s check, or for nothing when detection was disabled.
    init(token: LeakCheckToken?) {
        self.token = token
    }

    // MARK: - Private

    private let token: LeakCheckToken?
}

/// A pending leak expectation, which can be cancelled.
@MainActor
public final class LeakDetectionHandle {

    /// Whether the expectation was cancelled; a cancelled expectation reports nothing.
    public private(set) var isCancelled = false

    /// Cancels the expectation.
    public func cancel() {
        isCancelled = true
    }

    // MARK: - Internal

    init() {}
}

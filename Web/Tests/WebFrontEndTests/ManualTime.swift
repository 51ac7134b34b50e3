import Synchronization

/// The time as a test sets it: it stands still until the test moves it on, so that what the
/// server measures on it (how long a session has been idle, how fast a page sends) does not
/// depend on how busy the machine is.
final class ManualTime: Sendable {

    /// The current time; `now` itself, for a registry to read.
    var now: @Sendable () -> ContinuousClock.Instant {
        { [self] in start + elapsed.withLock { $0 } }
    }

    /// Moves the time on by `duration`.
    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }

    // MARK: - Private

    private let start = ContinuousClock.now
    private let elapsed = Mutex(Duration.zero)
}

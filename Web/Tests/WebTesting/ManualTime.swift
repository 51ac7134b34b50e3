import Foundation
import Synchronization

/// The time as a test sets it: it stands still until the test moves it on, so that what the
/// server measures on it (how long a session has been idle, how fast a page sends) does not
/// depend on how busy the machine is.
package final class ManualTime: Sendable {

    /// Starts the time now, standing still.
    package init() {}

    /// The current time; `now` itself, for a registry to read.
    package var now: @Sendable () -> ContinuousClock.Instant {
        { [self] in start + elapsed.withLock { $0 } }
    }

    /// The wall-clock time, which moves with ``now``; for what is kept across restarts.
    package var date: @Sendable () -> Date {
        { [self] in
            let elapsed = self.elapsed.withLock { $0 }
            return startDate.addingTimeInterval(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
    }

    /// Moves the time on by `duration`.
    package func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }

    // MARK: - Private

    private let start = ContinuousClock.now
    private let startDate = Date()
    private let elapsed = Mutex(Duration.zero)
}

import Synchronization

/// Lets one log line of each cause through per ``period`` and counts the others, which the next
/// line of that cause reports.
///
/// Some lines a client can cause once per connection: a request head that never completes (408,
/// which Hummingbird's WebSocket upgrade logs as an error), a connection over the cap, a
/// WebSocket refused, an unmasked frame. Logged each time, they let one client fill the log at
/// the pace it opens connections; through a ``ThrottledLogHandler``, such a flood costs a line a
/// minute for each cause.
final class LogThrottle: Sendable {

    /// What to do with a line.
    enum Verdict: Equatable {

        /// Log it, saying how many lines of its cause were held back since the last one logged.
        case log(suppressedBefore: Int)

        /// Hold it back: a line of its cause was logged within the period.
        case suppress
    }

    /// The most causes kept track of: far more than the server's lines that a client can cause.
    static let maxCauses = 256

    /// How long a cause's lines are held back after one is logged.
    let period: Duration

    /// Creates a throttle.
    ///
    /// - Parameters:
    ///   - period: How long a cause's lines are held back after one is logged.
    ///   - now: The current time.
    init(period: Duration = .seconds(60), now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.period = period
        self.now = now
    }

    /// Whether a line of `cause` is logged now.
    func admit(_ cause: String) -> Verdict {
        let now = self.now()
        return causes.withLock { causes in
            if var window = causes[cause] {
                guard now - window.start >= period else {
                    window.suppressed += 1
                    causes[cause] = window
                    return .suppress
                }
                causes[cause] = Window(start: now)
                return .log(suppressedBefore: window.suppressed)
            }
            if causes.count >= Self.maxCauses {
                causes = causes.filter { now - $0.value.start < period }
            }
            // So many causes at once are no flood of one: each is logged.
            if causes.count < Self.maxCauses {
                causes[cause] = Window(start: now)
            }
            return .log(suppressedBefore: 0)
        }
    }

    // MARK: - Private

    /// A cause's current period: when its last line was logged, and how many were held back
    /// since.
    private struct Window {
        let start: ContinuousClock.Instant
        var suppressed = 0
    }

    private let now: @Sendable () -> ContinuousClock.Instant
    private let causes = Mutex<[String: Window]>([:])
}

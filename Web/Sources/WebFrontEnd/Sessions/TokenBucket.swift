/// A token bucket: bursts up to ``capacity``, then ``ratePerSecond`` on average. It rates a
/// session's messages (a page that sends more is flooding, not playing) and the new sessions
/// one address opens.
struct TokenBucket {

    /// The most events in a burst.
    let capacity: Double

    /// The events per second allowed on average.
    let ratePerSecond: Double

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - ratePerSecond: The events per second allowed on average.
    ///   - capacity: The most events in a burst.
    ///   - now: The current time.
    init(ratePerSecond: Double, capacity: Double, now: ContinuousClock.Instant) {
        self.ratePerSecond = ratePerSecond
        self.capacity = capacity
        tokens = capacity
        lastRefill = now
    }

    /// Takes a token for one event; `false` if the bucket is empty.
    mutating func allow(at now: ContinuousClock.Instant) -> Bool {
        refill(at: now)
        guard tokens >= 1 else {
            return false
        }
        tokens -= 1
        return true
    }

    /// Whether the bucket has refilled to its capacity by `now`: it then allows what a new
    /// bucket would, and need not be kept.
    func isFull(at now: ContinuousClock.Instant) -> Bool {
        var bucket = self
        bucket.refill(at: now)
        return bucket.tokens >= capacity
    }

    // MARK: - Private

    private var tokens: Double
    private var lastRefill: ContinuousClock.Instant

    private mutating func refill(at now: ContinuousClock.Instant) {
        let elapsed = now - lastRefill
        guard elapsed > .zero else {
            return
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * ratePerSecond)
        lastRefill = now
    }
}

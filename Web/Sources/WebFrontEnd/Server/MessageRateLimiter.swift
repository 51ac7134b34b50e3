/// A token bucket for one connection's messages: bursts up to ``capacity``, then
/// ``ratePerSecond`` on average. A page that sends more is flooding, not playing.
struct MessageRateLimiter {

    /// The most messages in a burst.
    let capacity: Double

    /// The messages per second allowed on average.
    let ratePerSecond: Double

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - ratePerSecond: The messages per second allowed on average.
    ///   - now: The current time.
    init(ratePerSecond: Int, now: ContinuousClock.Instant) {
        self.ratePerSecond = Double(ratePerSecond)
        capacity = Double(ratePerSecond) * 2
        tokens = capacity
        lastRefill = now
    }

    /// Takes a token for one message; `false` if the bucket is empty.
    mutating func allowMessage(at now: ContinuousClock.Instant) -> Bool {
        let elapsed = now - lastRefill
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * ratePerSecond)
        lastRefill = now
        guard tokens >= 1 else {
            return false
        }
        tokens -= 1
        return true
    }

    // MARK: - Private

    private var tokens: Double
    private var lastRefill: ContinuousClock.Instant
}

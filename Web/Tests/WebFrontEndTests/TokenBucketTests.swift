import Testing
@testable import WebFrontEnd

/// The bucket that rates messages and new sessions: a burst up to its capacity, then its rate,
/// refilled by the time that passes and never past its capacity.
struct TokenBucketTests {

    @Test func aBurstThenTheRateAsTimePasses() {
        let start = ContinuousClock.now
        var bucket = TokenBucket(ratePerSecond: 1, capacity: 4, now: start)
        var taken = Self.take(5, from: &bucket, at: start)
        #expect(taken == [true, true, true, true, false])
        taken = Self.take(1, from: &bucket, at: start + .milliseconds(500))
        #expect(taken == [false], "half a token is none")
        taken = Self.take(2, from: &bucket, at: start + .seconds(1))
        #expect(taken == [true, false])
        #expect(!bucket.isFull(at: start + .seconds(4)))
        // A long pause fills it to its capacity, no more.
        #expect(bucket.isFull(at: start + .seconds(100)))
        taken = Self.take(5, from: &bucket, at: start + .seconds(100))
        #expect(taken == [true, true, true, true, false])
    }

    /// Asks `bucket` for `count` tokens at `now`: whether each was allowed.
    private static func take(_ count: Int, from bucket: inout TokenBucket, at now: ContinuousClock.Instant) -> [Bool] {
        (0..<count).map { _ in bucket.allow(at: now) }
    }
}

/// Where an inspector's timeline takes its times: the time elapsed since the inspector began.
///
/// The default, ``continuous()``, reads `ContinuousClock`: monotonic, unaffected by changes to
/// the wall clock, and still running while the machine sleeps. Tests inject their own.
public struct InspectorClock: Sendable {

    /// The time elapsed since the clock's origin.
    public let elapsed: @MainActor @Sendable () -> Duration

    /// Creates a clock that reads `elapsed`.
    ///
    /// - Parameter elapsed: Returns the time since the clock's origin; it should never decrease.
    public init(elapsed: @escaping @MainActor @Sendable () -> Duration) {
        self.elapsed = elapsed
    }

    /// A clock whose origin is now, reading `ContinuousClock`.
    public static func continuous() -> InspectorClock {
        let clock = ContinuousClock()
        let origin = clock.now
        return InspectorClock { origin.duration(to: clock.now) }
    }
}

extension Duration {

    /// The duration in whole microseconds, rounded down.
    var wholeMicroseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}

extension Duration {

    /// The duration in whole nanoseconds, rounded down: what NIO's `TimeAmount` and
    /// swift-metrics' timers take.
    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

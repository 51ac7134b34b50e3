/// Percentiles of measured latencies.
struct LatencySummary {

    /// Every latency measured, in seconds.
    let samples: [Double]

    /// The latency under which `fraction` of the samples fall (nearest rank), in milliseconds.
    func percentile(_ fraction: Double) -> Double {
        guard !samples.isEmpty else {
            return .nan
        }
        let sorted = samples.sorted()
        let rank = min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank] * 1_000
    }
}

extension Duration {

    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

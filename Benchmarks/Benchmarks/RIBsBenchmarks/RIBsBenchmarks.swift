@preconcurrency import Benchmark
import RIBs

/// Every benchmark of RIBs, registered in the order docs/performance.md's first table lists them.
///
/// `swift package benchmark` (run from `Benchmarks/`) discovers this target and runs them all.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    // Leak detection off, as in a release build, unless a benchmark turns it on for itself.
    Benchmark.setup = {
        await MainActor.run {
            LeakDetector.instance.isEnabled = false
        }
    }
    registerSharedInstanceBenchmarks()
    registerRIBLifeBenchmarks()
    registerTreeScalingBenchmarks()
    registerStreamFanOutBenchmarks()
    registerWholeGameBenchmarks()
    registerSavedStateBenchmarks()
}

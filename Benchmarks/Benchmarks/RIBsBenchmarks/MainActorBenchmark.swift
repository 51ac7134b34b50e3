@preconcurrency import Benchmark

/// Registers a benchmark whose body runs on the main actor, where all of RIBs lives.
///
/// The body sets its objects up, then brackets the measured work with
/// `benchmark.startMeasurement()` and `benchmark.stopMeasurement()`, so that neither the set-up
/// nor the hop to the main actor is measured.
///
/// - Parameters:
///   - name: The benchmark's name in the results.
///   - configuration: Metrics, scaling factor and limits.
///   - body: The work to run on the main actor, once per iteration.
func mainActorBenchmark(_ name: String,
                        configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
                        _ body: @escaping @MainActor (Benchmark) -> Void) {
    Benchmark(name, configuration: configuration) { benchmark async in
        await body(benchmark)
    }
}

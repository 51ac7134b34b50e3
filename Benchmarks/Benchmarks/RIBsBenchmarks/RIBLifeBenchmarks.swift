@preconcurrency import Benchmark
import RIBs

/// One RIB's life: build, attach, detach and deallocate a Sample RIB (OffGame's shape), a
/// thousand times per iteration; the figures are per RIB.
///
/// Once with the leak detector disabled (what release builds use, and every other benchmark
/// here), once enabled, as in debug builds: then each RIB's detach and deallocation schedule
/// four checks, each a `Task` sleeping 1 or 5 seconds.
func registerRIBLifeBenchmarks() {
    for isLeakDetectionEnabled in [false, true] {
        let name = "RIB life: build, attach, detach, deallocate (leak detection \(isLeakDetectionEnabled ? "enabled" : "disabled"))"
        let configuration = isLeakDetectionEnabled
            // Few iterations, and a teardown that waits for the checks, so that thousands of
            // sleeping tasks neither pile up nor wake up during the next benchmark.
            ? Benchmark.Configuration(scalingFactor: .kilo, maxIterations: 20, teardown: { await waitForPendingLeakChecks() })
            : Benchmark.Configuration(scalingFactor: .kilo)
        mainActorBenchmark(name, configuration: configuration) { benchmark in
            LeakDetector.instance.isEnabled = isLeakDetectionEnabled
            defer { LeakDetector.instance.isEnabled = false }
            measureLives(benchmark, under: SampleParent())
        }
    }

    // The framework's share of the above: the same RIB, without its score subscription.
    mainActorBenchmark("RIB life, without the RIB's score subscription (leak detection disabled)",
                       configuration: .init(scalingFactor: .kilo)) { benchmark in
        measureLives(benchmark, under: SampleParent(showsScore: false))
    }

    // The RIB's own share: its score subscription's publisher chain, subscribed and cancelled.
    mainActorBenchmark("RIB life, reference: one OpenCombine subscription, subscribed and cancelled",
                       configuration: .init(scalingFactor: .kilo)) { benchmark in
        let scoreStream = BenchmarkScoreStreamImpl()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scoreStream.score
                .sink { blackHole($0) }
                .cancel()
        }
        benchmark.stopMeasurement()
    }
}

/// Measures `benchmark.scaledIterations` lives of a Sample RIB under `parent`: built,
/// attached, detached and deallocated.
@MainActor
private func measureLives(_ benchmark: Benchmark, under parent: SampleParent) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        let router = parent.buildSample()
        parent.router.attachChild(router)
        parent.router.detachChild(router)
    }
    benchmark.stopMeasurement()
    precondition(parent.router.children.isEmpty)
}

/// Returns once the leak detector has no check pending.
@MainActor
private func waitForPendingLeakChecks() async {
    var isDone = false
    let subscription = LeakDetector.instance.status.sink { status in
        isDone = status == .didComplete
    }
    while !isDone {
        try? await Task.sleep(for: .milliseconds(100))
    }
    subscription.cancel()
}

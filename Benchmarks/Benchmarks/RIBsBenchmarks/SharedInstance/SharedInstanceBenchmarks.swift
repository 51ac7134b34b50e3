@preconcurrency import Benchmark
import Swinject

/// `shared { }` on a warm component, beside the original RIBs iOS design and Swinject.
///
/// Each benchmark creates the instance first, then measures a million reads of it: the hot
/// path every `dependency.someStream` in a builder takes.
func registerSharedInstanceBenchmarks() {
    let configuration = Benchmark.Configuration(scalingFactor: .mega)

    mainActorBenchmark("shared { } read, warm: RIBs Component", configuration: configuration) { benchmark in
        let component = BenchmarkComponent()
        measureReads(benchmark, of: component.sharedStream) { component.sharedStream }
    }

    mainActorBenchmark("shared { } read, warm: original RIBs iOS design", configuration: configuration) { benchmark in
        let component = OriginalDesignComponent()
        measureReads(benchmark, of: component.sharedStream) { component.sharedStream }
    }

    // A million resolves take over a second: more time, for more than two samples.
    var swinjectConfiguration = configuration
    swinjectConfiguration.maxDuration = .seconds(10)
    mainActorBenchmark("shared { } read, warm: Swinject Container.resolve", configuration: swinjectConfiguration) { benchmark in
        let container = Container()
        container.register((any SharedStream).self) { _ in SharedStreamImpl() }
            .inObjectScope(.container)
        guard let expected = container.resolve((any SharedStream).self) else {
            fatalError("Swinject resolved nothing.")
        }
        measureReads(benchmark, of: expected) { container.resolve((any SharedStream).self) }
    }
}

/// Measures `benchmark.scaledIterations` calls of `read`, each checked against `expected` so
/// that none can be optimized away. Always inlined, so that `read` is too.
@MainActor
@inline(__always)
private func measureReads(_ benchmark: Benchmark, of expected: any SharedStream, _ read: () -> (any SharedStream)?) {
    benchmark.startMeasurement()
    var misses = 0
    for _ in benchmark.scaledIterations where read() !== expected {
        misses += 1
    }
    benchmark.stopMeasurement()
    blackHole(misses)
}

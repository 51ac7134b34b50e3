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
        let expected = component.sharedStream
        benchmark.startMeasurement()
        var misses = 0
        for _ in benchmark.scaledIterations where component.sharedStream !== expected {
            misses += 1
        }
        benchmark.stopMeasurement()
        blackHole(misses)
    }

    mainActorBenchmark("shared { } read, warm: original RIBs iOS design", configuration: configuration) { benchmark in
        let component = OriginalDesignComponent()
        let expected = component.sharedStream
        benchmark.startMeasurement()
        var misses = 0
        for _ in benchmark.scaledIterations where component.sharedStream !== expected {
            misses += 1
        }
        benchmark.stopMeasurement()
        blackHole(misses)
    }

    // A million resolves take over a second: more time, for more than two samples.
    var swinjectConfiguration = configuration
    swinjectConfiguration.maxDuration = .seconds(10)
    mainActorBenchmark("shared { } read, warm: Swinject Container.resolve", configuration: swinjectConfiguration) { benchmark in
        let container = Container()
        container.register((any SharedStream).self) { _ in SharedStreamImpl() }
            .inObjectScope(.container)
        let expected = container.resolve((any SharedStream).self)
        benchmark.startMeasurement()
        var misses = 0
        for _ in benchmark.scaledIterations where container.resolve((any SharedStream).self) !== expected {
            misses += 1
        }
        benchmark.stopMeasurement()
        blackHole(misses)
    }
}

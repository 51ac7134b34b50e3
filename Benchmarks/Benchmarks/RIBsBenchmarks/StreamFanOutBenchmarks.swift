@preconcurrency import Benchmark
import RIBs

/// One score update delivered to 1 and to 100 active Sample RIBs, each subscribed to the score
/// stream in `didBecomeActive` with `cancelOnDeactivate`, as OffGame is; figures are per
/// update.
func registerStreamFanOutBenchmarks() {
    let configuration = Benchmark.Configuration(scalingFactor: .kilo)

    for subscriberCount in [1, 100] {
        let name = "Score update delivered to \(subscriberCount) active interactor\(subscriberCount == 1 ? "" : "s")"
        mainActorBenchmark(name, configuration: configuration) { benchmark in
            let parent = SampleParent()
            let samples = (0 ..< subscriberCount).map { _ in parent.buildSample() }
            for sample in samples {
                parent.router.attachChild(sample)
            }
            let scoreStream = parent.component.mutableScoreStream
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scoreStream.countWinOfPlayer1()
            }
            benchmark.stopMeasurement()
            for sample in samples {
                parent.router.detachChild(sample)
            }
        }
    }
}

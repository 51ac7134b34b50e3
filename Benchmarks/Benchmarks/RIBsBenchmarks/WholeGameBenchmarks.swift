@preconcurrency import Benchmark
import RIBs
import BenchmarkWorkloads

/// Whole games of the TicTacToe app, played headlessly through ScreenKit's driver: launch,
/// log in, start, five moves (player 1 wins), close the alert, back on the start screen.
///
/// One benchmark measures the speed of a game. Two more play 100 and 10,000 games per
/// iteration and measure what stays allocated afterwards, which must not grow with the
/// number of games.
func registerWholeGameBenchmarks() {
    mainActorBenchmark("Whole game, headless", configuration: .init(scalingFactor: .kilo)) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            playOneHeadlessGame()
        }
        benchmark.stopMeasurement()
    }

    let memoryMetrics: [BenchmarkMetric] = [
        .wallClock, .cpuTotal, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResident, .peakMemoryResidentDelta,
    ]
    for gameCount in [100, 10_000] {
        let configuration = Benchmark.Configuration(metrics: memoryMetrics, maxDuration: .seconds(10), maxIterations: 10)
        mainActorBenchmark("Memory after \(gameCount) games", configuration: configuration) { benchmark in
            benchmark.startMeasurement()
            for _ in 0 ..< gameCount {
                playOneHeadlessGame()
            }
            benchmark.stopMeasurement()
        }
    }
}

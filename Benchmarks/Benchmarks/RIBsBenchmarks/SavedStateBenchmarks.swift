@preconcurrency import Benchmark
import BenchmarkWorkloads
import RIBs

/// What saving the TicTacToe tree costs at each position a player saves from (the terminal
/// game saves after every change), and what restoring it costs.
func registerSavedStateBenchmarks() {
    for position in SavedGamePosition.Position.allCases {
        mainActorBenchmark("Save the TicTacToe tree (\(position.rawValue))", configuration: .init(scalingFactor: .kilo)) { benchmark in
            let game = SavedGamePosition(position)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(game.save())
            }
            benchmark.stopMeasurement()
        }
    }
    mainActorBenchmark("Restore the TicTacToe tree (game)") { benchmark in
        let data = SavedGamePosition(.game).save()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            SavedGamePosition.restore(data)
        }
        benchmark.stopMeasurement()
    }
}

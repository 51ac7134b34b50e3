@preconcurrency import Benchmark
import RIBs
import ScreenKit
import TicTacToe

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
            playOneGame()
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
                playOneGame()
            }
            benchmark.stopMeasurement()
        }
    }
}

/// Plays one game in a new window, from launch to the start screen after the result, and
/// lets the whole tree go.
@MainActor
private func playOneGame() {
    let window = Window()
    let driver = HeadlessDriver(window: window)
    let launchRouter = TicTacToeApp.launch(in: window)
    do {
        try driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
        try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
        try driver.tapButton(titled: "Start Game")
        // Alice (X) takes the top row; Bob (O) plays the middle row.
        for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            try driver.tapCell(row: row, column: column)
        }
        try driver.chooseAlertAction(titled: "Close Game")
    } catch {
        fatalError("The game did not go as scripted: \(error)")
    }
    precondition(driver.alert == nil && driver.visibleTexts.contains("Start Game"),
                 "Not back on the start screen: \(driver.visibleTexts)")
    // As the tictactoe executable does on quit: the window lets its renderer go.
    window.renderer = nil
    withExtendedLifetime(launchRouter) {}
}

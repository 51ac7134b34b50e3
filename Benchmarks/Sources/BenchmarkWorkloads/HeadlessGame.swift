import ScreenKit
import TicTacToe

/// Plays one TicTacToe game in a new window, headlessly: launch, log in, start, five moves
/// (player 1 wins), close the alert, back on the start screen; then lets the whole tree go.
///
/// Shared by the package-benchmark suite and `RIBsMeasure games`.
@MainActor
public func playOneHeadlessGame() {
    let window = Window()
    let driver = HeadlessDriver(window: window)
    let app = TicTacToeApp.descriptor.build()
    app.launch(in: window)
    do {
        try driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
        try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
        try driver.tapButton(titled: "Start Game")
        // Alice (X) takes the top row; Bob (O) plays the middle row.
        for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            try driver.tapGridCell(row: row, column: column)
        }
        try driver.chooseAlertAction(titled: "Close Game")
    } catch {
        preconditionFailure("The game did not go as scripted: \(error)")
    }
    precondition(driver.alert == nil && driver.visibleTexts.contains("Start Game"),
                 "Not back on the start screen: \(driver.visibleTexts)")
    // As the tictactoe executable does on quit: the window lets its renderer go.
    window.renderer = nil
    withExtendedLifetime(app.launchRouter) {}
}

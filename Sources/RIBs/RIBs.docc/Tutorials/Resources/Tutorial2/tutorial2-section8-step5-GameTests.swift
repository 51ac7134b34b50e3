import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// Whole games, played through the screens as the players would, on a window no front-end
/// draws.
@MainActor
struct GameTests {

    private let window = Window()
    private let driver: HeadlessDriver
    private let launchRouter: LaunchRouting

    init() {
        driver = HeadlessDriver(window: window)
        launchRouter = TicTacToeApp.build()
        TicTacToeApp.launch(launchRouter, in: window)
    }

    @Test func aWinIsAnnouncedAndClosingItReturnsToTheStartScreen() throws {
        try driver.type("Ada", intoFieldWithPlaceholder: "Player 1 name")
        try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
        try driver.tapButton(titled: "Start Game")

        // X takes the top row while O plays the middle one.
        for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            try driver.tapGridCell(row: row, column: column)
        }
        #expect(driver.alert?.title == "Red won!")

        try driver.chooseAlertAction(titled: "Close Game")
        #expect(driver.alert == nil)
        #expect(driver.content?.screen.buttons.map(\.title) == ["Start Game"])
    }
}

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

    @Test func theStartScreenShowsThePlayersAndTheirScores() throws {
        try logIn("Ada", "Bob")

        #expect(driver.visibleTexts.contains("Ada (0)"))
        #expect(driver.visibleTexts.contains("Bob (0)"))
    }

    @Test func aWinIsAnnouncedByNameAndCountedOnTheStartScreen() throws {
        try logIn("Ada", "Bob")

        // X takes the top row while O plays the middle one.
        try play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
        #expect(driver.alert?.title == "Ada won!")

        try driver.chooseAlertAction(titled: "Close Game")
        #expect(driver.alert == nil)
        #expect(driver.content?.screen.buttons.map(\.title) == ["Start Game"])
        #expect(driver.visibleTexts.contains("Ada (1)"))
        #expect(driver.visibleTexts.contains("Bob (0)"))
    }

    // MARK: - Private

    private func logIn(_ player1Name: String, _ player2Name: String) throws {
        try driver.type(player1Name, intoFieldWithPlaceholder: "Player 1 name")
        try driver.type(player2Name, intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
    }

    /// Starts a game and takes these cells, player 1 first, then in turn.
    private func play(_ cells: [(row: Int, column: Int)]) throws {
        try driver.tapButton(titled: "Start Game")
        for cell in cells {
            try driver.tapGridCell(row: cell.row, column: cell.column)
        }
    }
}

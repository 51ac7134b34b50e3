import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// Playing through `ribs-training://launchGame?gameId=ticTacToe`, as RIBs tutorial 4 does.
@MainActor
struct DeepLinkTests {

    private let app = AppHarness()
    private let link = "ribs-training://launchGame?gameId=ticTacToe"
    private let startScreen = ["TicTacToe", "Alice (0)", "vs", "Bob (0)", "Draws: 0", "Start Game"]
    private let emptyBoard = ["TicTacToe", "Alice (X)", "Bob (O)", "Alice to play (X)"]

    @Test func aLinkBeforeTheLoginWaitsForItThenLandsInTheGame() throws {
        let loginForm = app.screen
        let renders = app.driver.renderedContents.count

        try app.open(link)

        // Nothing changes until the players have logged in.
        #expect(app.screen == loginForm)
        #expect(app.driver.renderedContents.count == renders)
        #expect(app.tree == .active("RootRouter", .active("LoggedOutRouter")))

        try app.logIn("Alice", "Bob")

        #expect(app.screen?.visibleTexts == emptyBoard)
        #expect(app.screen?.board == Grid.board("...", "...", "..."))
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))
        // The start screen was never drawn: the login form gave way to the board at once.
        #expect(!app.driver.renderedContents.contains { $0.screen.buttons.contains { $0.title == "Start Game" } })
    }

    @Test func aGameStartedByALinkCountsAndEndsOnTheStartScreen() throws {
        try app.open(link)
        try app.logIn("Alice", "Bob")

        try app.tap(Game.aliceWins.moves)
        #expect(app.driver.alert?.title == "Alice won! (top row)")
        try app.driver.chooseAlertAction(titled: "Close Game")

        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (1)", "vs", "Bob (0)", "Draws: 0", "Start Game"])
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("OffGameRouter"))))
    }

    @Test func aLinkOnTheStartScreenStartsTheGameAtOnceInOneDrawing() throws {
        try app.logIn("Alice", "Bob")
        let offGame = try #require(app.offGame.map { DetachedRIB($0) })
        let renders = app.driver.renderedContents.count

        try app.open(link)

        #expect(app.screen?.visibleTexts == emptyBoard)
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))
        #expect(app.driver.renderedContents.count == renders + 1)
        #expect(offGame.isDeallocated)
    }

    @Test func aLinkDuringAGameLeavesThatGameAsItIs() throws {
        try app.logIn("Alice", "Bob")
        try app.driver.tapButton(titled: "Start Game")
        let moves = Game.aliceWins.moves
        try app.tap(Array(moves.prefix(2)))
        let ticTacToe = try #require(app.ticTacToe)
        let screen = app.screen
        let renders = app.driver.renderedContents.count

        try app.open(link)

        #expect(app.screen == screen)
        #expect(app.screen?.board == Grid.board("X..", "O..", "..."))
        #expect(app.ticTacToe === ticTacToe)
        #expect(app.driver.renderedContents.count == renders)

        // The game goes on where it was, and its result counts.
        try app.tap(Array(moves.dropFirst(2)))
        #expect(app.driver.alert?.title == "Alice won! (top row)")
        try app.driver.chooseAlertAction(titled: "Close Game")
        #expect(app.label("Alice (1)") != nil)
    }

    @Test func twoLinksBeforeTheLoginStartOneGame() throws {
        try app.open(link)
        try app.open(link)
        try app.logIn("Alice", "Bob")
        let ticTacToe = try #require(app.ticTacToe)

        try app.tap(Game.draw.moves)
        try app.driver.chooseAlertAction(titled: "Close Game")

        #expect(ticTacToe.interactable.isActive == false)
        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (0)", "vs", "Bob (0)", "Draws: 1", "Start Game"])
    }

    @Test(arguments: [
        "ribs-training://launchGame?gameId=chess",
        "ribs-training://launchGame",
        "ribs-training://startGame?gameId=ticTacToe",
        "https://example.com/launchGame?gameId=ticTacToe",
        "ribs-training:launchGame?gameId=ticTacToe",
    ])
    func aBadLinkIsRefusedAndChangesNothing(badLink: String) throws {
        #expect(throws: DeepLinkError.self) {
            try app.open(badLink)
        }
        #expect(app.tree == .active("RootRouter", .active("LoggedOutRouter")))

        try app.logIn("Alice", "Bob")
        #expect(app.screen?.visibleTexts == startScreen)

        let renders = app.driver.renderedContents.count
        #expect(throws: DeepLinkError.self) {
            try app.open(badLink)
        }
        #expect(app.screen?.visibleTexts == startScreen)
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("OffGameRouter"))))
        #expect(app.driver.renderedContents.count == renders)
    }
}

@MainActor
struct DeepLinkLifetimeTests {

    @Test(arguments: [false, true])
    func theWholeTreeGoesAwayWithTheAppWhateverItsLinks(loggedIn: Bool) throws {
        var ribs: [DetachedRIB] = []
        var window = WeakReference(nil)
        try {
            let app = AppHarness()
            try app.open("ribs-training://launchGame?gameId=ticTacToe")
            if loggedIn {
                try app.logIn("Alice", "Bob")
                try app.open("ribs-training://launchGame?gameId=ticTacToe")
            }
            ribs = [DetachedRIB(app.launchRouter)] + app.launchRouter.children.map { DetachedRIB($0) }
            window = WeakReference(app.window)
        }()

        #expect(ribs.count == 2)
        #expect(ribs.allSatisfy { $0.isDeallocated })
        #expect(window.object == nil)
    }
}

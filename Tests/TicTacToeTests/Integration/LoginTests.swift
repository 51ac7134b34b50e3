import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

@MainActor
struct LoginTests {

    private let app = AppHarness()

    @Test func launchShowsTheLoginForm() {
        #expect(app.screen?.visibleTexts == ["TicTacToe", "Who is playing?", "Player 1 name", "Player 2 name", "Login"])
        #expect(app.screen?.textFields.map(\.text) == ["", ""])
        #expect(app.screen?.buttons.map(\.title) == ["Login"])
        #expect(app.driver.alert == nil)
        #expect(app.tree == .active("RootRouter", .active("LoggedOutRouter")))
        // Launching renders once, with the login form already presented.
        #expect(app.driver.renderedContents == [app.driver.content].compactMap { $0 })
    }

    @Test func typingShowsTheNamesInTheFields() throws {
        try app.driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
        try app.driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")

        #expect(app.screen?.textFields.map(\.text) == ["Alice", "Bob"])
        #expect(app.screen?.visibleTexts == ["TicTacToe", "Who is playing?", "Alice", "Bob", "Login"])
        #expect(app.tree == .active("RootRouter", .active("LoggedOutRouter")))
    }

    @Test func loginShowsTheStartScreenAndReleasesTheLoginForm() throws {
        let loggedOut = try #require(app.loggedOut.map { DetachedRIB($0) })

        try app.logIn("Alice", "Bob")

        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (0)", "vs", "Bob (0)", "Draws: 0", "Start Game"])
        #expect(app.screen?.background == .yellow)
        #expect(app.label("Alice (0)")?.color == .red)
        #expect(app.label("Bob (0)")?.color == .blue)
        #expect(app.screen?.buttons.map(\.title) == ["Start Game"])
        #expect(app.driver.alert == nil)
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("OffGameRouter"))))
        #expect(loggedOut.isDeallocated)
    }

    @Test func blankNamesBecomeTheDefaultNames() throws {
        try app.logIn("", "   ")

        #expect(app.label("Player 1 (0)")?.color == .red)
        #expect(app.label("Player 2 (0)")?.color == .blue)
    }

    @Test func escapeSequencesAndControlCharactersAreRemovedFromNames() throws {
        try app.logIn("\u{1B}[31mAlice\u{1B}[0m", "Bo\u{7}b")

        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (0)", "vs", "Bob (0)", "Draws: 0", "Start Game"])
    }

    @Test func namesAreCutToTwentyCharacters() throws {
        try app.logIn("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "  Bob  ")

        #expect(app.label("ABCDEFGHIJKLMNOPQRST (0)") != nil)
        #expect(app.label("Bob (0)") != nil)
    }

    @Test func theGameAnnouncesTheWinnerByTheirName() throws {
        try app.logIn("Carol", "Dave")
        try app.driver.tapButton(titled: "Start Game")

        #expect(app.screen?.visibleTexts == ["TicTacToe", "Carol (X)", "Dave (O)", "Carol to play (X)"])

        try app.tap(Game.bobWins.moves)

        #expect(app.driver.alert?.title == "Dave won! (middle column)")
    }

    @Test func theWholeTreeGoesAwayWithTheApp() throws {
        var ribs: [DetachedRIB] = []
        var window = WeakReference(nil)
        try {
            let app = AppHarness()
            try app.logIn("Alice", "Bob")
            try app.playGame(Game.aliceWins.moves)
            ribs = [DetachedRIB(app.launchRouter)]
            ribs += [app.loggedIn.map { DetachedRIB($0) }, app.offGame.map { DetachedRIB($0) }].compactMap { $0 }
            window = WeakReference(app.window)
        }()

        #expect(ribs.count == 3)
        #expect(ribs.allSatisfy { $0.isDeallocated })
        #expect(window.object == nil)
    }
}

import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

@MainActor
struct GamePlayTests {

    private let app = AppHarness()

    init() throws {
        try app.logIn("Alice", "Bob")
    }

    @Test func startGameShowsAnEmptyBoardWithTheNames() throws {
        let offGame = try #require(app.offGame.map { DetachedRIB($0) })

        try app.driver.tapButton(titled: "Start Game")

        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))
        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (X)", "Bob (O)", "Alice to play (X)"])
        #expect(app.label("Alice (X)")?.color == .red)
        #expect(app.label("Bob (O)")?.color == .blue)
        #expect(app.label("Alice to play (X)")?.color == .red)
        #expect(app.screen?.board == Grid.board("...", "...", "..."))
        #expect(app.driver.alert == nil)
        #expect(offGame.isDeallocated)
    }

    @Test func eachTapMarksItsCellForThePlayerWhoseTurnItIs() throws {
        try app.driver.tapButton(titled: "Start Game")
        let steps: [(board: Grid, turn: Label)] = [
            (Grid.board("X..", "...", "..."), Label("Bob to play (O)", role: .caption, color: .blue)),
            (Grid.board("X..", "O..", "..."), Label("Alice to play (X)", role: .caption, color: .red)),
            (Grid.board("XX.", "O..", "..."), Label("Bob to play (O)", role: .caption, color: .blue)),
            (Grid.board("XX.", "OO.", "..."), Label("Alice to play (X)", role: .caption, color: .red)),
        ]

        for (move, step) in zip(Game.aliceWins.moves, steps) {
            try app.driver.tapGridCell(row: move.row, column: move.column)

            #expect(app.screen?.board == step.board)
            #expect(app.screen?.elements.last == .label(step.turn))
            #expect(app.driver.alert == nil)
            #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))
        }
    }

    @Test(arguments: [Game.aliceWins, Game.bobWins, Game.draw])
    func theResultIsAnnouncedOverTheFinalBoard(game: Game) throws {
        try app.driver.tapButton(titled: "Start Game")

        try app.tap(game.moves)

        #expect(app.driver.alert == Alert(title: game.announcement, actionTitles: ["Close Game"]))
        #expect(app.screen?.board == game.finalBoard)
        #expect(app.screen?.elements.last == .label(Label("Game over", role: .caption)))
        #expect(app.driver.visibleTexts.suffix(3) == ["Game over", game.announcement, "Close Game"])
        // The game stays attached until the announcement is closed.
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))
    }

    @Test func playerOneWinCountsForPlayerOne() throws {
        try closeAndExpectStartScreen(after: .aliceWins, texts: ["Alice (1)", "Bob (0)", "Draws: 0"])
    }

    @Test func playerTwoWinCountsForPlayerTwo() throws {
        try closeAndExpectStartScreen(after: .bobWins, texts: ["Alice (0)", "Bob (1)", "Draws: 0"])
    }

    @Test func drawCountsAsADraw() throws {
        try closeAndExpectStartScreen(after: .draw, texts: ["Alice (0)", "Bob (0)", "Draws: 1"])
    }

    @Test func severalGamesInARowAddUp() throws {
        let session = try #require(app.loggedIn.map { DetachedRIB($0) })
        let games: [(game: Game, score: [String])] = [
            (.aliceWins, ["Alice (1)", "Bob (0)", "Draws: 0"]),
            (.bobWins, ["Alice (1)", "Bob (1)", "Draws: 0"]),
            (.aliceWins, ["Alice (2)", "Bob (1)", "Draws: 0"]),
            (.draw, ["Alice (2)", "Bob (1)", "Draws: 1"]),
        ]

        for (game, score) in games {
            try closeAndExpectStartScreen(after: game, texts: score)
        }

        // One session throughout: the same LoggedIn RIB kept the score.
        #expect(app.loggedIn === session.router)
        #expect(app.label("Alice (2)")?.color == .red)
        #expect(app.label("Bob (1)")?.color == .blue)
    }

    @Test func eachActionIsRenderedOnceAndOnlyWhenItChangedSomething() throws {
        let renderedBefore = app.driver.renderedContents.count

        try app.driver.tapButton(titled: "Start Game")
        try app.tap(Game.draw.moves)
        try app.driver.chooseAlertAction(titled: "Close Game")

        // Start Game, nine marks (the last with the alert), Close Game: one rendering each.
        let rendered = app.driver.renderedContents.dropFirst(renderedBefore)
        #expect(rendered.count == 11)
        #expect(rendered.last == app.driver.content)
        // Batched rendering never shows the bare root screen between two RIBs' screens.
        #expect(!app.driver.renderedContents.contains { $0.screen.elements.isEmpty })
    }

    // MARK: - Private

    /// Plays `game` to its announcement, closes it, and expects the start screen with the
    /// score `texts`, the game's RIB and its alert gone.
    private func closeAndExpectStartScreen(after game: Game, texts: [String],
                                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let offGame = try #require(app.offGame.map { DetachedRIB($0) }, sourceLocation: sourceLocation)
        try app.driver.tapButton(titled: "Start Game")
        try app.tap(game.moves)
        let ticTacToe = try #require(app.ticTacToe.map { DetachedRIB($0) }, sourceLocation: sourceLocation)
        let alert = WeakReference(app.alertController)
        #expect(alert.object != nil, sourceLocation: sourceLocation)
        #expect(app.driver.alert?.title == game.announcement, sourceLocation: sourceLocation)

        try app.driver.chooseAlertAction(titled: "Close Game")

        #expect(app.driver.alert == nil, sourceLocation: sourceLocation)
        #expect(app.screen?.visibleTexts == ["TicTacToe", texts[0], "vs", texts[1], texts[2], "Start Game"],
                sourceLocation: sourceLocation)
        #expect(app.screen?.background == .yellow, sourceLocation: sourceLocation)
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("OffGameRouter"))),
                sourceLocation: sourceLocation)
        #expect(offGame.isDeallocated, sourceLocation: sourceLocation)
        #expect(ticTacToe.isDeallocated, sourceLocation: sourceLocation)
        #expect(alert.object == nil, sourceLocation: sourceLocation)
    }
}

import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// Input that does not fit the screen is refused or ignored, and changes nothing at all.
@MainActor
struct BadInputTests {

    private let app = AppHarness()

    @Test func theLoginFormRefusesWhatIsNotOnIt() {
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a button titled \"Start Game\"")) {
            try app.driver.tapButton(titled: "Start Game")
        }
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a grid")) {
            try app.driver.tapGridCell(row: 0, column: 0)
        }
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("an alert action titled \"Close Game\"")) {
            try app.driver.chooseAlertAction(titled: "Close Game")
        }
        expectNothingChanges(whenRefusing: UserActionRejection.noSuchElement("login2")) {
            try app.window.perform(.tapButton(id: "login2"))
        }
    }

    @Test func theStartScreenRefusesWhatIsNotOnIt() throws {
        try app.logIn("Alice", "Bob")

        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a button titled \"Login\"")) {
            try app.driver.tapButton(titled: "Login")
        }
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a field with placeholder \"Player 1 name\"")) {
            try app.driver.type("Carol", intoFieldWithPlaceholder: "Player 1 name")
        }
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a grid")) {
            try app.driver.tapGridCell(row: 1, column: 1)
        }
    }

    @Test func theBoardRefusesWhatIsNotOnIt() throws {
        try app.logIn("Alice", "Bob")
        try app.driver.tapButton(titled: "Start Game")
        try app.tap([BoardCell(1, 1)])

        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("a button titled \"Start Game\"")) {
            try app.driver.tapButton(titled: "Start Game")
        }
        expectNothingChanges(whenRefusing: UserActionRejection.noSuchCell) {
            try app.driver.tapGridCell(row: 3, column: 0)
        }
        expectNothingChanges(whenRefusing: UserActionRejection.noSuchCell) {
            try app.driver.tapGridCell(row: 0, column: -1)
        }
    }

    @Test func tappingATakenCellIsRefusedWithTheGamesReasonAndChangesNothing() throws {
        try app.logIn("Alice", "Bob")
        try app.driver.tapButton(titled: "Start Game")
        try app.tap([BoardCell(1, 1)])
        let content = app.driver.content
        let renderedCount = app.driver.renderedContents.count

        #expect(throws: UserActionRejection.disabled(reason: "That cell is taken; choose an empty one.")) {
            try app.tap([BoardCell(1, 1)])
        }

        #expect(app.driver.content == content)
        #expect(app.driver.renderedContents.count == renderedCount)
        #expect(app.tree == .active("RootRouter", .active("LoggedInRouter", .active("TicTacToeRouter"))))

        // The turn did not pass: the next mark is still Bob's.
        try app.tap([BoardCell(0, 0)])

        #expect(app.screen?.board == Grid.board("O..", ".X.", "..."))
    }

    @Test func theAnnouncementRefusesEverythingButClosing() throws {
        try app.logIn("Alice", "Bob")
        try app.driver.tapButton(titled: "Start Game")
        try app.tap(Game.aliceWins.moves)

        expectNothingChanges(whenRefusing: UserActionRejection.alertIsShown) {
            try app.driver.tapGridCell(row: 2, column: 2)
        }
        expectNothingChanges(whenRefusing: HeadlessDriverError.notFound("an alert action titled \"OK\"")) {
            try app.driver.chooseAlertAction(titled: "OK")
        }
        expectNothingChanges(whenRefusing: UserActionRejection.noSuchAlertAction) {
            try app.window.perform(.chooseAlertAction(index: 1))
        }

        // The refused input did not count: one win for Alice, nothing else.
        try app.driver.chooseAlertAction(titled: "Close Game")

        #expect(app.screen?.visibleTexts == ["TicTacToe", "Alice (1)", "vs", "Bob (0)", "Draws: 0", "Start Game"])
    }

    // MARK: - Private

    /// Expects `action` to throw `error` and to leave the screen, the renderings and the RIB
    /// tree as they were.
    private func expectNothingChanges<Failure: Error & Equatable>(whenRefusing error: Failure,
                                                                  sourceLocation: SourceLocation = #_sourceLocation,
                                                                  _ action: () throws -> Void) {
        let content = app.driver.content
        let renderedCount = app.driver.renderedContents.count
        let tree = app.tree

        #expect(throws: error, sourceLocation: sourceLocation) {
            try action()
        }

        #expect(app.driver.content == content, sourceLocation: sourceLocation)
        #expect(app.driver.renderedContents.count == renderedCount, sourceLocation: sourceLocation)
        #expect(app.tree == tree, sourceLocation: sourceLocation)
    }
}

import Foundation
import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// The whole app saved and launched again from what it saved, as after a restart.
@MainActor
struct SavedGameTests {

    /// One thing a player does, named for the test's messages.
    struct Step: CustomStringConvertible {
        let description: String
        let perform: @MainActor (AppHarness) throws -> Void
    }

    static let session: [Step] = [
        Step(description: "launch") { _ in },
        Step(description: "type player 1") { try $0.driver.type("Ann", intoFieldWithPlaceholder: "Player 1 name") },
        Step(description: "type player 2") { try $0.driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name") },
        Step(description: "login") { try $0.driver.tapButton(titled: "Login") },
        Step(description: "start") { try $0.driver.tapButton(titled: "Start Game") },
        Step(description: "X centre") { try $0.driver.tapGridCell(row: 1, column: 1) },
        Step(description: "O top left") { try $0.driver.tapGridCell(row: 0, column: 0) },
        Step(description: "X top right") { try $0.driver.tapGridCell(row: 0, column: 2) },
        Step(description: "O bottom left") { try $0.driver.tapGridCell(row: 2, column: 0) },
        Step(description: "X middle left") { try $0.driver.tapGridCell(row: 1, column: 0) },
        Step(description: "O middle right") { try $0.driver.tapGridCell(row: 1, column: 2) },
        Step(description: "X top middle") { try $0.driver.tapGridCell(row: 0, column: 1) },
        Step(description: "O bottom middle") { try $0.driver.tapGridCell(row: 2, column: 1) },
        Step(description: "X bottom right: a draw") { try $0.driver.tapGridCell(row: 2, column: 2) },
        Step(description: "close the result") { try $0.driver.chooseAlertAction(titled: "Close Game") },
        Step(description: "start again") { try $0.driver.tapButton(titled: "Start Game") },
        Step(description: "X top left") { try $0.driver.tapGridCell(row: 0, column: 0) },
        Step(description: "O centre") { try $0.driver.tapGridCell(row: 1, column: 1) },
        Step(description: "X top middle") { try $0.driver.tapGridCell(row: 0, column: 1) },
        Step(description: "O bottom right") { try $0.driver.tapGridCell(row: 2, column: 2) },
        Step(description: "X top right: a win") { try $0.driver.tapGridCell(row: 0, column: 2) },
        Step(description: "close the result") { try $0.driver.chooseAlertAction(titled: "Close Game") },
    ]

    @Test func everyStepOfASessionComesBackAsItWasShown() throws {
        let original = AppHarness()
        for (index, step) in Self.session.enumerated() {
            try step.perform(original)
            let saved = try original.save()

            let restored = try AppHarness(restoring: saved)

            #expect(restored.restoreProblems.isEmpty, "after \(step)")
            #expect(restored.driver.content == original.driver.content, "after step \(index + 1), \(step)")
            #expect(restored.tree == original.tree, "after step \(index + 1), \(step)")
            #expect(try restored.save() == saved, "after step \(index + 1), \(step)")
        }
    }

    @Test func aSessionRestoredAtEveryStepPlaysOnAsTheOriginalDoes() throws {
        let original = AppHarness()
        var restored = AppHarness()
        for step in Self.session {
            try step.perform(original)
            try step.perform(restored)
            restored = try AppHarness(restoring: restored.save())
            #expect(restored.driver.content == original.driver.content, "after \(step)")
        }
        try restored.driver.tapButton(titled: "Start Game")
        #expect(restored.screen?.title == "TicTacToe")
    }

    @Test func aFinishedGameIsCountedOnceWhenItsResultIsClosedAfterARestart() throws {
        let original = AppHarness()
        try original.logIn("Ann", "Bob")
        try original.driver.tapButton(titled: "Start Game")
        try original.tap([BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 1), BoardCell(0, 2)])
        let savedAtTheResult = try original.save()

        let restored = try AppHarness(restoring: savedAtTheResult)
        #expect(restored.driver.content?.alert?.title == "Ann won! (top row)")
        try restored.driver.chooseAlertAction(titled: "Close Game")
        let afterClosing = try AppHarness(restoring: restored.save())

        #expect(afterClosing.label("Ann (1)") != nil)
        #expect(afterClosing.label("Bob (0)") != nil)
        #expect(afterClosing.driver.content?.alert == nil)
        #expect(try TicTacToeSavedGame.summary(of: TicTacToeApp.descriptor.readSavedState(afterClosing.save())) == "Ann 1, Bob 0, 0 draws")
    }

    @Test func aBoardThatBreaksTheRulesStartsThatGameAfreshAndSaysWhy() throws {
        let original = AppHarness()
        try original.logIn("Ann", "Bob")
        try original.driver.tapButton(titled: "Start Game")
        try original.tap([BoardCell(1, 1)])
        let saved = String(decoding: try original.save(), as: UTF8.self)
        let tampered = saved.replacingOccurrences(of: #"{"moves":[5]}"#, with: #"{"moves":[5,5]}"#)
        #expect(tampered != saved)

        let restored = try AppHarness(restoring: Data(tampered.utf8))

        #expect(restored.restoreProblems.count == 1)
        guard case let .stateMismatch(path, _, reason)? = restored.restoreProblems.first else {
            Issue.record("Expected a state mismatch, got \(restored.restoreProblems)")
            return
        }
        #expect(path == ["LoggedInRouter", "TicTacToeRouter"])
        #expect(reason.contains("move 2"))
        #expect(restored.ticTacToe != nil)
        #expect(restored.screen?.board == Grid.board("...", "...", "..."))
    }

    @Test func theSummaryNamesThePlayersAndTheScore() throws {
        let harness = AppHarness()
        #expect(try TicTacToeSavedGame.summary(of: TicTacToeApp.descriptor.readSavedState(harness.save())) == nil)
        try harness.logIn("Ann", "Bob")
        try harness.playGame([BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 1), BoardCell(0, 2)])
        try harness.driver.tapButton(titled: "Start Game")

        let summary = try TicTacToeSavedGame.summary(of: TicTacToeApp.descriptor.readSavedState(harness.save()))

        #expect(summary == "Ann 1, Bob 0, 0 draws; a game in progress")
    }
}

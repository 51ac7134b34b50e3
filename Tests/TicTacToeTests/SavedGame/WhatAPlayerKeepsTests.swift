import Foundation
import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// What the players keep of a saved game whose numbers were pushed to the edge or edited:
/// a score stops at its maximum and comes back, and a field that no longer fits costs that
/// field alone.
@MainActor
struct WhatAPlayerKeepsTests {

    @Test func aScoreAtItsMaximumPlusAWinKeepsTheMaximumAfterAResume() throws {
        let saved = try Self.savedMidGame(replacing: #""player1Score":1"#, with: #""player1Score":\#(Score.maxCount)"#)
        let resumed = try AppHarness(restoring: saved)
        #expect(resumed.restoreProblems.isEmpty)

        // X has the centre; X takes the middle row.
        try resumed.tap([BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 2)])
        try resumed.driver.chooseAlertAction(titled: "Close Game")
        let resumedAgain = try AppHarness(restoring: resumed.save())

        #expect(resumedAgain.restoreProblems.isEmpty, "\(resumedAgain.restoreProblems)")
        #expect(resumedAgain.label("Ann (1000000000)") != nil)
        #expect(resumedAgain.label("Bob (0)") != nil)
    }

    @Test func aBadCountCostsThatCountAloneAndTheGameInProgressComesBack() throws {
        let saved = try Self.savedMidGame(replacing: #""drawCount":0"#, with: #""drawCount":"none""#)

        let resumed = try AppHarness(restoring: saved)

        #expect(resumed.restoreProblems == [
            .fieldMismatch(path: ["LoggedInRouter"], type: "RestorableState", field: "score.drawCount", reason: "expected Int at score.drawCount"),
        ])
        #expect(resumed.label("Ann (X)") != nil)
        #expect(resumed.label("Bob (O)") != nil)
        #expect(resumed.screen?.board == Grid.board("...", ".X.", "..."))
        #expect(try TicTacToeSavedGame.summary(of: TicTacToeApp.descriptor.readSavedState(resumed.save()))
            == "Ann 1, Bob 0, 0 draws; a game in progress")
    }

    @Test func aCountOutOfRangeCostsThatCountAlone() throws {
        let saved = try Self.savedMidGame(replacing: #""player1Score":1"#, with: #""player1Score":1000000001"#)

        let resumed = try AppHarness(restoring: saved)

        #expect(resumed.restoreProblems.map(\.description) == [
            "The saved score.player1Score of LoggedInRouter no longer fits RestorableState and starts afresh; the rest was restored: "
                + "1000000001 is not a count from 0 to 1000000000 at score.player1Score",
        ])
        #expect(resumed.screen?.board == Grid.board("...", ".X.", "..."))
    }

    @Test func aBadNameCostsThatNameAloneAndTheGameInProgressComesBack() throws {
        let saved = try Self.savedMidGame(replacing: #""player1Name":"Ann""#, with: #""player1Name":{"first":"Ann"}"#)

        let resumed = try AppHarness(restoring: saved)

        #expect(resumed.restoreProblems == [
            .fieldMismatch(path: [], type: "RestorableState", field: "loggedIn.player1Name", reason: "expected String at loggedIn.player1Name"),
        ])
        #expect(resumed.label("Player 1 (X)") != nil)
        #expect(resumed.label("Bob (O)") != nil)
        #expect(resumed.screen?.board == Grid.board("...", ".X.", "..."))
        #expect(try TicTacToeSavedGame.summary(of: TicTacToeApp.descriptor.readSavedState(resumed.save()))
            == "Player 1 1, Bob 0, 0 draws; a game in progress")
    }

    // MARK: - Private

    /// Ann has won once, and a second game has X in the centre; `field` replaced by `replacement`.
    private static func savedMidGame(replacing field: String, with replacement: String) throws -> Data {
        let saved = try AppHarness.savedMidGame()
        let edited = saved.replacingOccurrences(of: field, with: replacement)
        try #require(edited != saved, "the saved game has \(field): \(saved)")
        return Data(edited.utf8)
    }
}

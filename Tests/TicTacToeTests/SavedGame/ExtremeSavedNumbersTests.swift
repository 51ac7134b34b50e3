import Foundation
import PropertyBased
import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

/// Saved games whose numbers were edited to anything an `Int` holds, or into arrays of any
/// length: restoring them never traps, a number the game cannot reach is refused (and said
/// so), and the game plays on through wins and draws.
@MainActor
struct ExtremeSavedNumbersTests {

    @Test func savedGamesWithAnyNumbersRestoreAndPlayOn() async throws {
        let template = try Self.savedMidGame()
        await propertyCheck(count: 300, input: Self.count, Self.count, Self.count, Self.moves) { player1, player2, draws, moves in
            let edited = template
                .replacingOccurrences(of: #""player1Score":1"#, with: #""player1Score":\#(player1)"#)
                .replacingOccurrences(of: #""player2Score":0"#, with: #""player2Score":\#(player2)"#)
                .replacingOccurrences(of: #""drawCount":0"#, with: #""drawCount":\#(draws)"#)
                .replacingOccurrences(of: #"{"moves":[5]}"#, with: #"{"moves":[\#(moves.map(String.init).joined(separator: ","))]}"#)

            let restored = try AppHarness(restoring: Data(edited.utf8))
            let countsReachable = [player1, player2, draws].allSatisfy { (0...Score.maxCount).contains($0) }
            #expect(restored.restoreProblems.isEmpty == (countsReachable && Self.isPlayable(moves)), "\(restored.restoreProblems)")
            try Self.playTwoGames(in: restored)
            #expect(restored.screen?.title != nil)
            _ = try restored.save()
        }
    }

    // MARK: - Private

    /// A count as an edited file might hold it: the type's bounds, the game's, and anything.
    private static let count = Gen<Int>.oneOf(
        Gen.always(Int.max), Gen.always(Int.min), Gen.always(-1), Gen.always(0),
        Gen.always(Score.maxCount), Gen.always(Score.maxCount + 1), Gen<Int>.int(in: Int.min...Int.max)
    )

    /// A board's moves, cell numbers 1 to 9 in the order played, as an edited file might hold them.
    private static let moves = Gen<Int>.oneOf(
        Gen.always(Int.max), Gen.always(Int.min), Gen.always(0), Gen.always(10), Gen<Int>.int(in: 1...9), Gen<Int>.int(in: Int.min...Int.max)
    ).array(of: 0...40)

    /// Ann has won once; a second game has X in the centre.
    private static func savedMidGame() throws -> String {
        let saved = try AppHarness.savedMidGame()
        for field in [#""player1Score":1"#, #""player2Score":0"#, #""drawCount":0"#, #"{"moves":[5]}"#] {
            #expect(saved.contains(field), "the saved game has \(field): \(saved)")
        }
        return saved
    }

    /// Whether the moves follow the rules: distinct cells 1 to 9, none after a win.
    private static func isPlayable(_ moves: [Int]) -> Bool {
        var board = GameBoard()
        return moves.allSatisfy { cell in
            (1...9).contains(cell) && board.placeCurrentPlayerMark(atRow: (cell - 1) / 3, col: (cell - 1) % 3) != nil
        }
    }

    /// Plays on from wherever the restored game is, through the end of two games: every cell
    /// in turn, the result closed, a new game started.
    private static func playTwoGames(in harness: AppHarness) throws {
        var gamesEnded = 0
        var steps = 0
        while gamesEnded < 2, steps < 60 {
            steps += 1
            if harness.driver.content?.alert != nil {
                try harness.driver.chooseAlertAction(titled: "Close Game")
                gamesEnded += 1
            } else if harness.screen?.board == nil {
                try harness.driver.tapButton(titled: "Start Game")
            } else {
                // Some cells are taken: the window refuses those, and the next one is tried.
                _ = try? harness.driver.tapGridCell(row: (steps % 9) / 3, column: steps % 3)
            }
        }
        #expect(gamesEnded == 2, "two games ended after \(steps) steps")
    }
}

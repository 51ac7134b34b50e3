import ScreenKit
import Testing
@testable import TicTacToe

/// Whole games between Alice (player 1, X) and Bob (player 2, O), as the players tap them.
struct Game: CustomTestStringConvertible {
    let moves: [BoardCell]
    let finalBoard: Grid
    let announcement: String

    var testDescription: String {
        announcement
    }

    /// Alice fills the top row on her third mark: the board marks it, the result names it.
    static let aliceWins = Game(
        moves: [BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 1), BoardCell(0, 2)],
        finalBoard: Grid.board("XXX",
                          "OO.",
                          "...",
                          highlighting: [(0, 0), (0, 1), (0, 2)]),
        announcement: "Alice won! (top row)")

    /// Bob fills the middle column on his third mark.
    static let bobWins = Game(
        moves: [BoardCell(0, 0), BoardCell(0, 1), BoardCell(2, 2), BoardCell(1, 1), BoardCell(1, 0), BoardCell(2, 1)],
        finalBoard: Grid.board("XO.",
                          "XO.",
                          ".OX",
                          highlighting: [(0, 1), (1, 1), (2, 1)]),
        announcement: "Bob won! (middle column)")

    /// The board fills up without a line.
    static let draw = Game(
        moves: [BoardCell(0, 0), BoardCell(0, 1), BoardCell(0, 2), BoardCell(1, 1), BoardCell(1, 0),
                BoardCell(1, 2), BoardCell(2, 1), BoardCell(2, 0), BoardCell(2, 2)],
        finalBoard: Grid.board("XOX",
                          "XOO",
                          "OXX"),
        announcement: "It's a draw!")
}

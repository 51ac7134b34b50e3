import ScreenKit
import Testing
@testable import TicTacToe

/// Whole games between Alice (player 1, X) and Bob (player 2, O), as the players tap them.
struct Game: CustomTestStringConvertible {
    let moves: [BoardCell]
    let finalBoard: Board
    let announcement: String

    var testDescription: String {
        announcement
    }

    /// Alice fills the top row on her third mark.
    static let aliceWins = Game(
        moves: [BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 1), BoardCell(0, 2)],
        finalBoard: Board("XXX",
                          "OO.",
                          "..."),
        announcement: "Alice won!")

    /// Bob fills the middle column on his third mark.
    static let bobWins = Game(
        moves: [BoardCell(0, 0), BoardCell(0, 1), BoardCell(2, 2), BoardCell(1, 1), BoardCell(1, 0), BoardCell(2, 1)],
        finalBoard: Board("XO.",
                          "XO.",
                          ".OX"),
        announcement: "Bob won!")

    /// The board fills up without a line.
    static let draw = Game(
        moves: [BoardCell(0, 0), BoardCell(0, 1), BoardCell(0, 2), BoardCell(1, 1), BoardCell(1, 0),
                BoardCell(1, 2), BoardCell(2, 1), BoardCell(2, 0), BoardCell(2, 2)],
        finalBoard: Board("XOX",
                          "XOO",
                          "OXX"),
        announcement: "It's a draw!")
}

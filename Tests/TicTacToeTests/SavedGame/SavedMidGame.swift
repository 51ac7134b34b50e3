import Foundation
@testable import TicTacToe

extension AppHarness {

    /// The text of a saved game in which Ann has won once and a second game has X in the centre.
    static func savedMidGame() throws -> String {
        let harness = AppHarness()
        try harness.logIn("Ann", "Bob")
        try harness.playGame([BoardCell(0, 0), BoardCell(1, 0), BoardCell(0, 1), BoardCell(1, 1), BoardCell(0, 2)])
        try harness.driver.tapButton(titled: "Start Game")
        try harness.tap([BoardCell(1, 1)])
        return String(decoding: try harness.save(), as: UTF8.self)
    }
}

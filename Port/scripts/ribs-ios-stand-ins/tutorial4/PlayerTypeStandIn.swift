// Stands in for tutorial 4's PlayerType.swift: its players, without their UIKit colours.

/// The two players.
public enum PlayerType: Int {
    case player1 = 1
    case player2
}

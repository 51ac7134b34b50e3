/// The two players; player 1 plays first.
public enum PlayerType: Sendable, Equatable, CaseIterable {

    /// The first player: red, marks `X`.
    case player1

    /// The second player: blue, marks `O`.
    case player2

    /// The other player.
    var opponent: PlayerType {
        self == .player1 ? .player2 : .player1
    }
}

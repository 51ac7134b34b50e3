/// The two players; player 1 plays first.
enum PlayerType: Equatable {

    /// The first player: red, marks `X`.
    case player1

    /// The second player: blue, marks `O`.
    case player2
}

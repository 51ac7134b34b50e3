/// The games a link can launch, named as links name them: `gameId=ticTacToe`.
enum GameID: String {
    case ticTacToe
}

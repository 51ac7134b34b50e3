import RIBs

/// The dependencies of TicTacToe that the LoggedIn scope provides: the player names, from the
/// component itself, so that the game can announce the winner by name.
extension LoggedInComponent: TicTacToeDependency {}

import RIBs

/// The dependencies of TicTacToe that the LoggedIn scope provides: none so far.
extension LoggedInComponent: TicTacToeDependency {}

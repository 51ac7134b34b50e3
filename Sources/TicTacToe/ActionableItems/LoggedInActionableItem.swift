import RIBs

/// What a workflow can ask of the LoggedIn RIB once the players have logged in.
@MainActor
protocol LoggedInActionableItem: AnyObject {

    /// Starts the game `gameID` names, unless a game is already being played: that one goes on untouched.
    ///
    /// - Parameter gameID: The game the link names.
    /// - Returns: Emits this item once the game is on screen.
    func launchGame(with gameID: GameID) -> AnyPublisher<(LoggedInActionableItem, ()), Error>
}

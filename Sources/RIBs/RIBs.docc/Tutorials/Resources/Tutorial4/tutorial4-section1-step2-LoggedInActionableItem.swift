import RIBs

/// What a workflow can ask of the LoggedIn RIB once the players have logged in.
@MainActor
protocol LoggedInActionableItem: AnyObject {

    /// Starts the game `gameID` names.
    ///
    /// - Returns: Emits this item once the game is on screen, for the workflow's next step.
    func launchGame(with gameID: GameID) -> AnyPublisher<(LoggedInActionableItem, ()), Error>
}

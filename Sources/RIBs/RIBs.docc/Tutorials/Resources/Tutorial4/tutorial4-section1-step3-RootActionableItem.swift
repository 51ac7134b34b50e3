import RIBs

/// What a workflow can ask of the Root RIB: the first step of every link.
@MainActor
protocol RootActionableItem: AnyObject {

    /// Emits LoggedIn's actionable item once the players have logged in: at once if they
    /// already have, otherwise when they do.
    func waitForLogin() -> AnyPublisher<(LoggedInActionableItem, ()), Error>
}

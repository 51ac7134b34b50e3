import RIBs

/// What the LoggedIn RIB needs from its parent scope.
@MainActor
protocol LoggedInDependency: Dependency {
    /// LoggedIn is viewless: its children's views are presented through this one.
    var loggedInViewController: LoggedInViewControllable { get }
}

/// The LoggedIn scope: the player names, turned from dynamic into static dependencies.
final class LoggedInComponent: Component<LoggedInDependency> {

    let player1Name: String
    let player2Name: String

    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }

    init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

/// Builds the LoggedIn RIB.
@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting
}

/// Builds the viewless LoggedIn RIB with its OffGame and TicTacToe builders.
final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {

    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency,
                                          player1Name: player1Name,
                                          player2Name: player2Name)
        let interactor = LoggedInInteractor()
        interactor.listener = listener

        let offGameBuilder = OffGameBuilder(dependency: component)
        let ticTacToeBuilder = TicTacToeBuilder(dependency: component)
        return LoggedInRouter(interactor: interactor,
                              viewController: component.loggedInViewController,
                              offGameBuilder: offGameBuilder,
                              ticTacToeBuilder: ticTacToeBuilder)
    }
}

import RIBs

/// What the LoggedIn RIB needs from its parent scope.
@MainActor
protocol LoggedInDependency: Dependency {
    /// LoggedIn is viewless: its children's views are presented through this one.
    var loggedInViewController: LoggedInViewControllable { get }
}

/// The LoggedIn scope.
final class LoggedInComponent: Component<LoggedInDependency> {

    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }
}

// MARK: - Builder

/// Builds the LoggedIn RIB.
@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> LoggedInRouting
}

/// Builds the viewless LoggedIn RIB with its OffGame and TicTacToe builders.
final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {

    override init(dependency: LoggedInDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedInListener) -> LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency)
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

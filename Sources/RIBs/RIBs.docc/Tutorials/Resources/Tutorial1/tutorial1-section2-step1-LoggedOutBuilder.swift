import RIBs

/// What the LoggedOut RIB needs from its parent's scope: nothing so far.
@MainActor
protocol LoggedOutDependency: Dependency {}

// MARK: - Builder

/// Builds the LoggedOut RIB.
@MainActor
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

/// Builds the LoggedOut RIB: its view controller, interactor and router. LoggedOut has no
/// children, so it needs no component of its own.
final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {

    override init(dependency: LoggedOutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}

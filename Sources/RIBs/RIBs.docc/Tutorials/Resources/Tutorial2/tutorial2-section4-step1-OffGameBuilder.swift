import RIBs

/// What the OffGame RIB needs from its parent scope: nothing so far.
@MainActor
protocol OffGameDependency: Dependency {}

// MARK: - Builder

/// Builds the OffGame RIB.
@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener) -> OffGameRouting
}

/// Builds the OffGame RIB: the start screen.
final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {

    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener) -> OffGameRouting {
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}

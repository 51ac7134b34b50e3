import RIBs

/// What the OffGame RIB needs from its parent scope.
@MainActor
protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

/// The OffGame scope; its properties are `fileprivate` because OffGame has no children to
/// pass them to.
final class OffGameComponent: Component<OffGameDependency> {

    fileprivate var player1Name: String {
        dependency.player1Name
    }

    fileprivate var player2Name: String {
        dependency.player2Name
    }

    fileprivate var scoreStream: ScoreStream {
        dependency.scoreStream
    }
}

// MARK: - Builder

/// Builds the OffGame RIB.
@MainActor
protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener) -> OffGameRouting
}

/// Builds the OffGame RIB: the start screen with the names, the score and Start Game.
final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {

    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(player1Name: component.player1Name,
                                                    player2Name: component.player2Name)
        let interactor = OffGameInteractor(presenter: viewController,
                                           scoreStream: component.scoreStream)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}

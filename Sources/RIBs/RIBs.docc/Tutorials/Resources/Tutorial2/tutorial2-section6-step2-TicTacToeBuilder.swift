import RIBs

/// What the TicTacToe RIB needs from its parent scope: nothing so far.
@MainActor
protocol TicTacToeDependency: Dependency {}

// MARK: - Builder

/// Builds the TicTacToe RIB.
@MainActor
protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

/// Builds the TicTacToe RIB: the board of one game.
final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {

    override init(dependency: TicTacToeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let viewController = TicTacToeViewController()
        let interactor = TicTacToeInteractor(presenter: viewController)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}

import RIBs

/// What the TicTacToe RIB needs from its parent scope: the names, to announce the winner.
@MainActor
protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
}

/// The TicTacToe scope; its properties are `fileprivate` because TicTacToe has no children.
final class TicTacToeComponent: Component<TicTacToeDependency> {

    fileprivate var player1Name: String {
        dependency.player1Name
    }

    fileprivate var player2Name: String {
        dependency.player2Name
    }
}

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
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(player1Name: component.player1Name,
                                                     player2Name: component.player2Name)
        let interactor = TicTacToeInteractor(presenter: viewController)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}

import RIBs

/// What the TicTacToe router needs of its interactor.
@MainActor
protocol TicTacToeInteractable: Interactable {
    var router: TicTacToeRouting? { get set }
    var listener: TicTacToeListener? { get set }
}

/// What the TicTacToe router needs of its view: nothing, TicTacToe has no children.
@MainActor
protocol TicTacToeViewControllable: ViewControllable {}

/// The TicTacToe router; the board has no children to route to.
final class TicTacToeRouter: ViewableRouter<TicTacToeInteractable, TicTacToeViewControllable>, TicTacToeRouting {

    override init(interactor: TicTacToeInteractable, viewController: TicTacToeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

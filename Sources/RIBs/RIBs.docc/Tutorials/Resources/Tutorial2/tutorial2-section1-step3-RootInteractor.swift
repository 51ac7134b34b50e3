import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

/// What the Root RIB tells its parent: nothing, it has none.
@MainActor
protocol RootListener: AnyObject {}

/// The Root RIB's logic: sends the players on once they have logged in.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {

    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
    }
}

import RIBs

/// What the Root interactor asks of its router.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Replaces LoggedOut with LoggedIn for these players.
    ///
    /// - Returns: LoggedIn's actionable item, for the workflows waiting for the login.
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
}

/// What the Root interactor asks of its view.
@MainActor
protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

/// What the Root RIB tells its parent: nothing, it has none.
@MainActor
protocol RootListener: AnyObject {}

/// The Root RIB's logic: sends the players on once they have logged in, and tells the
/// workflows that wait for it.
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener, RootActionableItem {

    weak var router: RootRouting?
    weak var listener: RootListener?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        let loggedInActionableItem = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
        if let loggedInActionableItem {
            loggedInActionableItemSubject.send(loggedInActionableItem)
        }
    }

    // MARK: - RootActionableItem

    func waitForLogin() -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        loggedInActionableItemSubject
            .map { loggedInItem in (loggedInItem, ()) }
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }

    // MARK: - Private

    /// LoggedIn's actionable item once the players have logged in, replayed to the workflows
    /// that start later.
    private let loggedInActionableItemSubject = ReplaySubject<LoggedInActionableItem, Never>(bufferSize: 1)
}

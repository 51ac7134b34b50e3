import RIBs

/// What the LoggedIn interactor asks of its router.
@MainActor
protocol LoggedInRouting: Routing {
    func routeToTicTacToe()
    func routeToOffGame()
    func cleanupViews()
}

/// What LoggedIn tells its parent: nothing so far.
@MainActor
protocol LoggedInListener: AnyObject {}

/// The logic of a logged-in session: starts games, and returns to the start screen after
/// each one.
final class LoggedInInteractor: Interactor, LoggedInInteractable {

    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    init(mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
    }

    override func willResignActive() {
        super.willResignActive()
        // LoggedIn is viewless: its children's views live in the parent's view, so remove them.
        router?.cleanupViews()
    }

    // MARK: - OffGameListener

    func startTicTacToe() {
        router?.routeToTicTacToe()
    }

    // MARK: - TicTacToeListener

    func gameDidEnd() {
        router?.routeToOffGame()
    }

    // MARK: - Private

    private let mutableScoreStream: MutableScoreStream
}

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

/// The logic of a logged-in session: starts games, counts their results, and returns to the
/// start screen after each one.
///
/// It saves the score and whether a game is being played; restored, it shows that score and
/// goes back to the game, whose board TicTacToe restores.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem, StateRestoring {

    /// What LoggedIn saves.
    struct RestorableState: Codable, Sendable, Equatable {
        let score: Score
        let isGameInProgress: Bool
    }

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
        startGame()
    }

    // MARK: - TicTacToeListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        isGameInProgress = false
        mutableScoreStream.updateScore(withWinner: winner)
        router?.routeToOffGame()
    }

    // MARK: - LoggedInActionableItem

    func launchGame(with gameID: GameID) -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        // A link does not end the game being played: the players are in a game already.
        if !isGameInProgress {
            switch gameID {
            case .ticTacToe:
                startGame()
            }
        }
        return Just((self, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
    }

    // MARK: - StateRestoring

    var restorableState: RestorableState {
        RestorableState(score: mutableScoreStream.currentScore, isGameInProgress: isGameInProgress)
    }

    func restore(from state: RestorableState) {
        mutableScoreStream.restore(state.score)
        if state.isGameInProgress, !isGameInProgress {
            startGame()
        }
    }

    // MARK: - Private

    private let mutableScoreStream: MutableScoreStream
    private var isGameInProgress = false

    private func startGame() {
        isGameInProgress = true
        router?.routeToTicTacToe()
    }
}

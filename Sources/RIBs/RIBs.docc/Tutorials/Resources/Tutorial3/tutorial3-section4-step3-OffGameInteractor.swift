import RIBs

/// What the OffGame interactor asks of its router: nothing, OffGame has no children.
@MainActor
protocol OffGameRouting: ViewableRouting {}

/// What the OffGame interactor asks of its view.
@MainActor
protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
    func set(score: Score)
}

/// What OffGame tells its parent.
@MainActor
protocol OffGameListener: AnyObject {
    func startTicTacToe()
}

/// The start screen's logic: shows the score while active and starts games.
final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {

    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    init(presenter: OffGamePresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        updateScore()
    }

    // MARK: - OffGamePresentableListener

    func startTicTacToe() {
        listener?.startTicTacToe()
    }

    // MARK: - Private

    private let scoreStream: ScoreStream

    private func updateScore() {
        scoreStream.score
            .sink { [presenter] score in
                presenter.set(score: score)
            }
            .disposeOnDeactivate(interactor: self)
    }
}

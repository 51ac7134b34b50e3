import RIBs

/// What the Sample interactor asks of its router: nothing, Sample has no children.
@MainActor
protocol SampleRouting: ViewableRouting {}

/// What the Sample interactor asks of its view.
@MainActor
protocol SamplePresentable: Presentable {
    var listener: (any SamplePresentableListener)? { get set }
    func set(score: BenchmarkScore)
}

/// What Sample tells its parent.
@MainActor
protocol SampleListener: AnyObject {
    func startGame()
}

/// Shows the score while active, as OffGame's interactor does (unless built without a stream).
final class SampleInteractor: PresentableInteractor<any SamplePresentable>, SampleInteractable, SamplePresentableListener {

    weak var router: (any SampleRouting)?
    weak var listener: (any SampleListener)?

    init(presenter: any SamplePresentable, scoreStream: (any BenchmarkScoreStream)?) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream?.score
            .sink { [presenter] score in
                presenter.set(score: score)
            }
            .cancelOnDeactivate(interactor: self)
    }

    // MARK: - SamplePresentableListener

    func startGame() {
        listener?.startGame()
    }

    // MARK: - Private

    private let scoreStream: (any BenchmarkScoreStream)?
}

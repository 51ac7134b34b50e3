// A subscription made when the interactor becomes active, cancelled when it resigns.
import RIBs

final class OffGameInteractor: Interactor {

    private let score: AnyPublisher<Int, Never>
    private(set) var shownScore = 0

    init(score: AnyPublisher<Int, Never>) {
        self.score = score
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        score
            .sink { [weak self] score in
                self?.shownScore = score
            }
            .cancelOnDeactivate(interactor: self)   // or disposeOnDeactivate, as RIBs iOS
    }
}

// snippet.hide
let score = CurrentValueSubject<Int, Never>(1)
let interactor = OffGameInteractor(score: score.eraseToAnyPublisher())
interactor.activate()
score.send(2)
precondition(interactor.shownScore == 2)
interactor.deactivate()
score.send(3)
precondition(interactor.shownScore == 2, "the subscription ended with the active period")

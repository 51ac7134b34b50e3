// RIBs iOS's OffGame interactor and its neighbours, as `ribs-port` leaves them: the listener
// protocols on the main actor with AnyObject, RxSwift's relay a Combine subject, and the
// subscription bound to the interactor as before.
import RIBs

@MainActor
protocol OffGameListener: AnyObject {                    // was `protocol OffGameListener: class`
    func startTicTacToe()
}

final class ScoreStream {
    // was `BehaviorRelay<Int>(value: 0)`; `accept` is `send`, `value` reads the same
    let score = CurrentValueSubject<Int, Never>(0)
}

final class OffGameInteractor: Interactor {

    weak var listener: (any OffGameListener)?
    private(set) var shownScores: [Int] = []

    init(scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.score
            .removeDuplicates()                          // was `.distinctUntilChanged()`
            .sink(receiveValue: { [weak self] score in   // was `.subscribe(onNext:)`
                self?.shownScores.append(score)
            })
            .disposeOnDeactivate(interactor: self)       // RIBs iOS's spelling works here too
    }

    private let scoreStream: ScoreStream
}

// Tutorial 4 hands actionable items through a ReplaySubject; RIBs has one with RxSwift's
// spelling, so a step that subscribes late still gets the item.
let loggedIn = ReplaySubject<(String, Void), Never>.create(bufferSize: 1)

// snippet.hide
let stream = ScoreStream()
let interactor = OffGameInteractor(scoreStream: stream)
interactor.activate()
stream.score.send(1)
stream.score.send(1)
stream.score.send(2)
precondition(interactor.shownScores == [0, 1, 2])
interactor.deactivate()
stream.score.send(3)
precondition(interactor.shownScores == [0, 1, 2])
loggedIn.send(("Ann", ()))
var replayed: String?
let late = loggedIn.sink { replayed = $0.0 }
precondition(replayed == "Ann")
late.cancel()

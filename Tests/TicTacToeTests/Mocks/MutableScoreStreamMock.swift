import RIBs
@testable import TicTacToe

/// A score stream for tests, backed by a subject the test drives; counts updates and tracks
/// who is subscribed.
@MainActor
final class MutableScoreStreamMock: MutableScoreStream {

    /// What ``score`` emits: the current value first, then whatever the test sends.
    let scoreSubject: CurrentValueSubject<Score, Never>

    /// How many subscriptions to ``score`` are running now.
    private(set) var subscriberCount = 0

    var updateScoreCallCount = 0
    var updateScoreHandler: ((_ winner: PlayerType?) -> ())?

    init(score: Score = .zero) {
        scoreSubject = CurrentValueSubject(score)
    }

    var score: AnyPublisher<Score, Never> {
        scoreSubject
            .handleEvents(receiveSubscription: { [weak self] _ in self?.subscriberCount += 1 },
                          receiveCompletion: { [weak self] _ in self?.subscriberCount -= 1 },
                          receiveCancel: { [weak self] in self?.subscriberCount -= 1 })
            .eraseToAnyPublisher()
    }

    var restoreCallCount = 0
    var restoreHandler: ((Score) -> ())?

    var currentScore: Score {
        scoreSubject.value
    }

    func updateScore(withWinner winner: PlayerType?) {
        updateScoreCallCount += 1
        updateScoreHandler?(winner)
    }

    func restore(_ score: Score) {
        restoreCallCount += 1
        restoreHandler?(score)
    }
}

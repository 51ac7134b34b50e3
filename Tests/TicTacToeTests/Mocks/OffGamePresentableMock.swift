import RIBs
@testable import TicTacToe

/// The start screen as its interactor sees it: records the scores it is given.
@MainActor
final class OffGamePresentableMock: OffGamePresentable {

    weak var listener: OffGamePresentableListener?

    var setScoreCallCount = 0
    var setScoreHandler: ((_ score: Score) -> ())?

    func set(score: Score) {
        setScoreCallCount += 1
        setScoreHandler?(score)
    }
}

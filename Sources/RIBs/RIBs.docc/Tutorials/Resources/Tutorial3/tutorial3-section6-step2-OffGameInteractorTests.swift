import Testing
@testable import TicTacToe

@MainActor
struct OffGameInteractorTests {

    private let presenter = OffGamePresentableMock()
    private let scoreStream = MutableScoreStreamMock()
    private let interactor: OffGameInteractor

    init() {
        interactor = OffGameInteractor(presenter: presenter, scoreStream: scoreStream)
    }

    @Test func showsTheScoreAndEachChangeWhileActive() {
        var shownScores: [Score] = []
        presenter.setScoreHandler = { shownScores.append($0) }
        #expect(presenter.setScoreCallCount == 0)

        interactor.activate()
        scoreStream.scoreSubject.send(Score(player1Score: 1, player2Score: 0))

        #expect(shownScores == [.zero, Score(player1Score: 1, player2Score: 0)])
    }

    @Test func stopsShowingTheScoreOnceInactive() {
        interactor.activate()
        #expect(presenter.setScoreCallCount == 1)

        interactor.deactivate()
        scoreStream.scoreSubject.send(Score(player1Score: 0, player2Score: 1))

        // The subscription ended with the active period: nothing more reaches the view.
        #expect(presenter.setScoreCallCount == 1)
    }
}

import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct OffGameInteractorTests {

    private let presenter = OffGamePresentableMock()
    private let listener = OffGameListenerMock()
    private let scoreStream = MutableScoreStreamMock(score: Score(player1Score: 1, player2Score: 2, drawCount: 3))
    private let interactor: OffGameInteractor

    init() {
        interactor = OffGameInteractor(presenter: presenter, scoreStream: scoreStream)
        interactor.listener = listener
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func showsNothingBeforeActivation() {
        scoreStream.scoreSubject.send(Score(player1Score: 2, player2Score: 2, drawCount: 3))

        #expect(presenter.setScoreCallCount == 0)
        #expect(scoreStream.subscriberCount == 0)
    }

    @Test func showsTheCurrentScoreAndEachUpdateWhileActive() {
        var shown: [Score] = []
        presenter.setScoreHandler = { shown.append($0) }

        interactor.activate()

        #expect(presenter.setScoreCallCount == 1)
        #expect(shown == [Score(player1Score: 1, player2Score: 2, drawCount: 3)])
        #expect(scoreStream.subscriberCount == 1)

        scoreStream.scoreSubject.send(Score(player1Score: 2, player2Score: 2, drawCount: 3))

        #expect(presenter.setScoreCallCount == 2)
        #expect(shown.last == Score(player1Score: 2, player2Score: 2, drawCount: 3))
    }

    @Test func stopsShowingUpdatesOnDeactivation() {
        interactor.activate()
        #expect(presenter.setScoreCallCount == 1)

        interactor.deactivate()
        scoreStream.scoreSubject.send(Score(player1Score: 2, player2Score: 2, drawCount: 3))

        #expect(scoreStream.subscriberCount == 0)
        #expect(presenter.setScoreCallCount == 1)
    }

    @Test func subscribesAgainOnReactivation() {
        var shown: [Score] = []
        presenter.setScoreHandler = { shown.append($0) }
        interactor.activate()
        interactor.deactivate()
        scoreStream.scoreSubject.send(Score(player1Score: 1, player2Score: 2, drawCount: 4))

        interactor.activate()

        #expect(scoreStream.subscriberCount == 1)
        #expect(shown == [Score(player1Score: 1, player2Score: 2, drawCount: 3), Score(player1Score: 1, player2Score: 2, drawCount: 4)])

        scoreStream.scoreSubject.send(Score(player1Score: 1, player2Score: 3, drawCount: 4))

        #expect(presenter.setScoreCallCount == 3)
        #expect(shown.last == Score(player1Score: 1, player2Score: 3, drawCount: 4))
    }

    @Test func startGameTellsTheListener() {
        interactor.activate()

        interactor.startTicTacToe()

        #expect(listener.startTicTacToeCallCount == 1)
        #expect(scoreStream.updateScoreCallCount == 0)
    }
}

import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct LoggedInInteractorTests {

    private let scoreStream = MutableScoreStreamMock()
    private let router = LoggedInRoutingMock()
    private let interactor: LoggedInInteractor

    init() {
        interactor = LoggedInInteractor(mutableScoreStream: scoreStream)
        interactor.router = router
        interactor.activate()
    }

    @Test(arguments: [PlayerType.player1, .player2, nil])
    func gameDidEndCountsTheResultAndReturnsToTheStartScreen(winner: PlayerType?) {
        var counted: [PlayerType?] = []
        scoreStream.updateScoreHandler = { counted.append($0) }

        interactor.gameDidEnd(withWinner: winner)

        #expect(scoreStream.updateScoreCallCount == 1)
        #expect(counted == [winner])
        #expect(router.routeToOffGameCallCount == 1)
        #expect(router.routeToTicTacToeCallCount == 0)
        #expect(router.cleanupViewsCallCount == 0)
    }

    @Test func startTicTacToeRoutesToTheGame() {
        interactor.startTicTacToe()

        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
        #expect(router.cleanupViewsCallCount == 0)
        #expect(scoreStream.updateScoreCallCount == 0)
    }

    @Test func resigningActiveCleansUpTheViews() {
        #expect(router.cleanupViewsCallCount == 0)

        interactor.deactivate()

        #expect(router.cleanupViewsCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
        #expect(router.routeToTicTacToeCallCount == 0)
    }
}

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
    }

    @Test func aWinIsCountedBeforeTheStartScreenReturns() {
        var winners: [PlayerType] = []
        scoreStream.updateScoreHandler = { [router] winner in
            winners.append(winner)
            // The start screen must find the new score when it subscribes.
            #expect(router.routeToOffGameCallCount == 0)
        }

        interactor.gameDidEnd(withWinner: .player2)

        #expect(winners == [.player2])
        #expect(router.routeToOffGameCallCount == 1)
        #expect(router.routeToTicTacToeCallCount == 0)
    }

    @Test func startingAGameRoutesToTheBoard() {
        interactor.startTicTacToe()

        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
    }
}

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

// MARK: - LoggedInActionableItem

@MainActor
struct LoggedInActionableItemTests {

    private let router = LoggedInRoutingMock()
    private let interactor: LoggedInInteractor

    init() {
        interactor = LoggedInInteractor(mutableScoreStream: MutableScoreStreamMock())
        interactor.router = router
        interactor.activate()
    }

    @Test func launchGameRoutesToTheGameAndHandsItselfOn() {
        var subscriptions = Set<AnyCancellable>()
        var emitted: [LoggedInActionableItem] = []

        interactor.launchGame(with: .ticTacToe)
            .sink(receiveCompletion: { _ in }, receiveValue: { item, _ in emitted.append(item) })
            .store(in: &subscriptions)

        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
        #expect(emitted.count == 1)
        #expect(emitted.first === interactor)
    }

    @Test func launchGameDuringAGameKeepsThatGame() {
        var subscriptions = Set<AnyCancellable>()
        interactor.startTicTacToe()
        var emitted = 0

        interactor.launchGame(with: .ticTacToe)
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in emitted += 1 })
            .store(in: &subscriptions)

        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
        #expect(emitted == 1)
    }

    @Test func launchGameAfterAGameEndedStartsANewOne() {
        _ = interactor.launchGame(with: .ticTacToe)
        _ = interactor.launchGame(with: .ticTacToe)
        #expect(router.routeToTicTacToeCallCount == 1)

        interactor.gameDidEnd(withWinner: nil)
        _ = interactor.launchGame(with: .ticTacToe)

        #expect(router.routeToOffGameCallCount == 1)
        #expect(router.routeToTicTacToeCallCount == 2)
    }
}

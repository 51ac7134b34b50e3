import Foundation
import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct LaunchGameWorkflowTests {

    private let rootItem = RootActionableItemMock()
    private let loggedInItem = LoggedInActionableItemMock()

    @Test func waitsForTheLoginThenLaunchesTheGameTheLinkNames() throws {
        var launched: [GameID] = []
        loggedInItem.launchGameHandler = { [loggedInItem] gameID in
            launched.append(gameID)
            return Just((loggedInItem, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }

        let subscription = try run("ribs-training://launchGame?gameId=ticTacToe")
        defer { subscription.cancel() }

        // The first step asks Root to wait for the login, and nothing else happens until then.
        #expect(rootItem.waitForLoginCallCount == 1)
        #expect(loggedInItem.launchGameCallCount == 0)

        rootItem.loggedInItemSubject.send(loggedInItem)

        // Then LoggedIn launches the game, once.
        #expect(launched == [.ticTacToe])
        rootItem.loggedInItemSubject.send(loggedInItem)
        #expect(loggedInItem.launchGameCallCount == 1)
        #expect(rootItem.waitForLoginCallCount == 1)
    }

    @Test func playersLoggedInBeforeTheLinkGetTheGameAtOnce() throws {
        rootItem.waitForLoginHandler = { [loggedInItem] in
            Just((loggedInItem, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }

        let subscription = try run("ribs-training://launchGame?gameId=ticTacToe")
        defer { subscription.cancel() }

        #expect(rootItem.waitForLoginCallCount == 1)
        #expect(loggedInItem.launchGameCallCount == 1)
    }

    @Test func nothingRunsBeforeTheWorkflowIsSubscribed() throws {
        _ = try LaunchGameWorkflow(url: try url("ribs-training://launchGame?gameId=ticTacToe"))

        #expect(rootItem.waitForLoginCallCount == 0)
        #expect(loggedInItem.launchGameCallCount == 0)
    }

    @Test(arguments: [
        ("ribs-training://launchGame?gameId=chess", DeepLinkError.unknownGame("chess")),
        ("ribs-training://launchGame", .missingGameId),
        ("ribs-training://joinGame?gameId=ticTacToe", .unknownAction("joinGame")),
        ("https://example.com/?gameId=ticTacToe", .unsupportedScheme("https")),
    ])
    func aLinkToNoGameMakesNoWorkflow(link: String, error: DeepLinkError) throws {
        let url = try url(link)

        #expect(throws: error) {
            try LaunchGameWorkflow(url: url)
        }
    }

    @Test func cancellingStopsAWorkflowStillWaitingForTheLogin() throws {
        let subscription = try run("ribs-training://launchGame?gameId=ticTacToe")

        subscription.cancel()
        rootItem.loggedInItemSubject.send(loggedInItem)

        #expect(loggedInItem.launchGameCallCount == 0)
    }

    @Test func aFinishedWorkflowGoesAwayThoughItsSubscriptionIsStillKept() throws {
        weak var finished: LaunchGameWorkflow?
        weak var waiting: LaunchGameWorkflow?
        let pendingRoot = RootActionableItemMock()
        rootItem.waitForLoginHandler = { [loggedInItem] in
            Just((loggedInItem, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        let subscriptions: [AnyCancellable] = try {
            let finishing = try LaunchGameWorkflow(url: url("ribs-training://launchGame?gameId=ticTacToe"))
            let pending = try LaunchGameWorkflow(url: url("ribs-training://launchGame?gameId=ticTacToe"))
            finished = finishing
            waiting = pending
            return [finishing.subscribe(rootItem), pending.subscribe(pendingRoot)]
        }()

        // Root keeps a link's subscription until it resigns active; the steps are gone once done.
        #expect(loggedInItem.launchGameCallCount == 1)
        #expect(finished == nil)
        #expect(waiting != nil)

        subscriptions.forEach { $0.cancel() }
        #expect(waiting == nil)
    }

    @Test func aLinkDuringAGameLeavesThatGameAlone() throws {
        let loggedInRouter = LoggedInRoutingMock()
        let loggedIn = LoggedInInteractor(mutableScoreStream: MutableScoreStreamMock())
        loggedIn.router = loggedInRouter
        loggedIn.activate()
        loggedIn.startTicTacToe()
        rootItem.waitForLoginHandler = {
            Just((loggedIn, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }

        let subscription = try run("ribs-training://launchGame?gameId=ticTacToe")
        defer { subscription.cancel() }

        // The game started from the start screen is the only one: not restarted, not replaced.
        #expect(loggedInRouter.routeToTicTacToeCallCount == 1)
        #expect(loggedInRouter.routeToOffGameCallCount == 0)
        #expect(loggedInRouter.cleanupViewsCallCount == 0)
    }

    @Test func aLinkWaitsForLoggedInToBeActive() throws {
        let loggedInRouter = LoggedInRoutingMock()
        let loggedIn = LoggedInInteractor(mutableScoreStream: MutableScoreStreamMock())
        loggedIn.router = loggedInRouter
        rootItem.waitForLoginHandler = {
            Just((loggedIn, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }

        let subscription = try run("ribs-training://launchGame?gameId=ticTacToe")
        defer { subscription.cancel() }
        #expect(loggedInRouter.routeToTicTacToeCallCount == 0)

        loggedIn.activate()
        #expect(loggedInRouter.routeToTicTacToeCallCount == 1)
    }

    // MARK: - Private

    private func url(_ link: String) throws -> URL {
        try #require(URL(string: link))
    }

    /// Builds the workflow for `link` and runs it from the mocked Root.
    ///
    /// - Returns: The workflow's subscription; tests end it themselves, on the main actor.
    private func run(_ link: String) throws -> AnyCancellable {
        try LaunchGameWorkflow(url: url(link)).subscribe(rootItem)
    }
}

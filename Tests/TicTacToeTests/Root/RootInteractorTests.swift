import Foundation
import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct RootInteractorTests {

    private let presenter = RootPresentableMock()
    private let router = RootRoutingMock()
    private let interactor: RootInteractor

    init() {
        interactor = RootInteractor(presenter: presenter)
        interactor.router = router
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func loginRoutesToLoggedInWithTheNames() {
        var names: [[String]] = []
        router.routeToLoggedInHandler = {
            names.append([$0, $1])
            return LoggedInActionableItemMock()
        }

        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(router.routeToLoggedInCallCount == 1)
        #expect(names == [["Alice", "Bob"]])
    }
}

// MARK: - RootActionableItem and UrlHandler

@MainActor
struct RootDeepLinkTests {

    private let router = RootRoutingMock()
    private let loggedInItem = LoggedInActionableItemMock()
    private let interactor: RootInteractor

    init() {
        interactor = RootInteractor(presenter: RootPresentableMock())
        interactor.router = router
        router.routeToLoggedInHandler = { [loggedInItem] _, _ in loggedInItem }
        interactor.activate()
    }

    @Test func waitForLoginEmitsLoggedInsItemOnceThePlayersLogIn() {
        var subscriptions = Set<AnyCancellable>()
        var emitted: [LoggedInActionableItem] = []
        interactor.waitForLogin()
            .sink(receiveCompletion: { _ in }, receiveValue: { item, _ in emitted.append(item) })
            .store(in: &subscriptions)
        #expect(emitted.isEmpty)

        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(emitted.count == 1)
        #expect(emitted.first === loggedInItem)
    }

    @Test func waitForLoginAfterTheLoginEmitsAtOnce() {
        var subscriptions = Set<AnyCancellable>()
        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")
        var emitted: [LoggedInActionableItem] = []

        interactor.waitForLogin()
            .sink(receiveCompletion: { _ in }, receiveValue: { item, _ in emitted.append(item) })
            .store(in: &subscriptions)

        #expect(emitted.count == 1)
        #expect(emitted.first === loggedInItem)
    }

    @Test func aLinkWhileLoggedOutLaunchesTheGameOnceThePlayersLogIn() throws {
        var launched: [GameID] = []
        loggedInItem.launchGameHandler = { [loggedInItem] gameID in
            launched.append(gameID)
            return Just((loggedInItem, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
        }

        try interactor.handle(url("ribs-training://launchGame?gameId=ticTacToe"))
        #expect(launched.isEmpty)
        #expect(router.routeToLoggedInCallCount == 0)

        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(launched == [.ticTacToe])
        #expect(router.routeToLoggedInCallCount == 1)
    }

    @Test func aLinkWhileLoggedInLaunchesTheGameAtOnce() throws {
        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        try interactor.handle(url("ribs-training://launchGame?gameId=ticTacToe"))

        #expect(loggedInItem.launchGameCallCount == 1)
        #expect(router.routeToLoggedInCallCount == 1)
    }

    @Test(arguments: [
        "ribs-training://launchGame?gameId=chess",
        "ribs-training://launchGame",
        "ribs-training:launchGame?gameId=ticTacToe",
        "mailto:alice@example.com",
    ])
    func aBadLinkIsRefusedAndChangesNothing(link: String) throws {
        let url = try url(link)

        #expect(throws: DeepLinkError.self) {
            try interactor.handle(url)
        }
        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(loggedInItem.launchGameCallCount == 0)
        #expect(router.routeToLoggedInCallCount == 1)
    }

    @Test func aWaitingLinkEndsWhenRootResignsActive() throws {
        try interactor.handle(url("ribs-training://launchGame?gameId=ticTacToe"))

        interactor.deactivate()
        interactor.activate()
        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(loggedInItem.launchGameCallCount == 0)
    }

    // MARK: - Private

    private func url(_ link: String) throws -> URL {
        try #require(URL(string: link))
    }
}

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

    @Test func theLoginRoutesToLoggedInForThePlayers() {
        var names: [String] = []
        router.routeToLoggedInHandler = { player1Name, player2Name in
            names = [player1Name, player2Name]
            return LoggedInActionableItemMock()
        }

        interactor.didLogin(withPlayer1Name: "Ada", player2Name: "Bob")

        #expect(router.routeToLoggedInCallCount == 1)
        #expect(names == ["Ada", "Bob"])
    }

    @Test func workflowsGetLoggedInWhetherTheyWaitedForTheLoginOrCameAfterIt() {
        let loggedInItem = LoggedInActionableItemMock()
        router.routeToLoggedInHandler = { _, _ in loggedInItem }
        var received: [ObjectIdentifier] = []
        let receive: ((LoggedInActionableItem, ())) -> Void = { step in received.append(ObjectIdentifier(step.0)) }

        let waiting = interactor.waitForLogin().sink(receiveCompletion: { _ in }, receiveValue: receive)
        #expect(received.isEmpty)

        interactor.didLogin(withPlayer1Name: "Ada", player2Name: "Bob")
        let later = interactor.waitForLogin().sink(receiveCompletion: { _ in }, receiveValue: receive)

        #expect(received == [ObjectIdentifier(loggedInItem), ObjectIdentifier(loggedInItem)])
        withExtendedLifetime((waiting, later)) {}
    }
}

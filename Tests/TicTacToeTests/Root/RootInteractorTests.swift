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
        router.routeToLoggedInHandler = { names.append([$0, $1]) }

        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(router.routeToLoggedInCallCount == 1)
        #expect(names == [["Alice", "Bob"]])
    }
}

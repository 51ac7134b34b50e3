import RIBs
import Testing
@testable import Demo

/// Tests of the Root interactor, with its view and router replaced by mocks.
@MainActor
struct RootInteractorTests {

    private let presenter = RootPresentableMock()
    private let interactor: RootInteractor
    private let router: RootRoutingMock

    init() {
        interactor = RootInteractor(presenter: presenter)
        router = RootRoutingMock(interactable: interactor, viewControllable: RootViewControllableMock())
        interactor.router = router
    }

    @Test func listensToItsView() {
        #expect(presenter.listener === interactor)
    }

    @Test func opensWelcomeWhenTheViewAsks() {
        interactor.openWelcome()
        #expect(router.routeToWelcomeCallCount == 1)
    }

    @Test func routesAwayFromWelcomeWhenItCloses() {
        interactor.welcomeDidClose()
        #expect(router.routeAwayFromWelcomeCallCount == 1)
    }
}

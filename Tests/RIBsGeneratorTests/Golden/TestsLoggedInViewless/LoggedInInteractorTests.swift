import RIBs
import Testing
@testable import TicTacToe

/// Tests of the LoggedIn interactor, with its router and listener replaced by mocks.
@MainActor
struct LoggedInInteractorTests {

    private let interactor: LoggedInInteractor
    private let router: LoggedInRoutingMock
    private let listener: LoggedInListenerMock

    init() {
        interactor = LoggedInInteractor()
        router = LoggedInRoutingMock(interactable: interactor)
        listener = LoggedInListenerMock()
        interactor.router = router
        interactor.listener = listener
    }

    @Test func cleansUpViewsWhenDeactivated() {
        interactor.activate()
        #expect(router.cleanupViewsCallCount == 0)
        interactor.deactivate()
        #expect(router.cleanupViewsCallCount == 1)
    }

    @Test func isActiveFromActivationToDeactivation() {
        #expect(!interactor.isActive)
        interactor.activate()
        #expect(interactor.isActive)
        interactor.deactivate()
        #expect(!interactor.isActive)
    }

    // TODO: Test the business logic: call the interactor as its view, its children or its
    // router would, then check what it asked of the mocks through their `...CallCount`s.
}

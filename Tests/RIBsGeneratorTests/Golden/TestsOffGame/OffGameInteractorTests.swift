import RIBs
import Testing
@testable import TicTacToe

/// Tests of the OffGame interactor, with its view, router and listener replaced by mocks.
@MainActor
struct OffGameInteractorTests {

    private let presenter: OffGamePresentableMock
    private let interactor: OffGameInteractor
    private let router: OffGameRoutingMock
    private let listener: OffGameListenerMock

    init() {
        presenter = OffGamePresentableMock()
        interactor = OffGameInteractor(presenter: presenter)
        router = OffGameRoutingMock(interactable: interactor, viewControllable: OffGameViewControllableMock())
        listener = OffGameListenerMock()
        interactor.router = router
        interactor.listener = listener
    }

    @Test func listensToItsView() {
        #expect(presenter.listener === interactor)
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

import RIBs
import Testing
@testable import App

/// Tests of the Root interactor, with its view and router replaced by mocks.
@MainActor
struct RootInteractorTests {

    private let presenter: RootPresentableMock
    private let interactor: RootInteractor
    private let router: RootRoutingMock

    init() {
        presenter = RootPresentableMock()
        interactor = RootInteractor(presenter: presenter)
        router = RootRoutingMock(interactable: interactor, viewControllable: RootViewControllableMock())
        interactor.router = router
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

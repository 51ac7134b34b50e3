import RIBs
import Testing
@testable import Demo

/// Tests of the Profile interactor, with its view, router and listener replaced by mocks.
@MainActor
struct ProfileInteractorTests {

    private let presenter: ProfilePresentableMock
    private let interactor: ProfileInteractor
    private let router: ProfileRoutingMock
    private let listener: ProfileListenerMock

    init() {
        presenter = ProfilePresentableMock()
        interactor = ProfileInteractor(presenter: presenter)
        router = ProfileRoutingMock(interactable: interactor, viewControllable: ProfileViewControllableMock())
        listener = ProfileListenerMock()
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

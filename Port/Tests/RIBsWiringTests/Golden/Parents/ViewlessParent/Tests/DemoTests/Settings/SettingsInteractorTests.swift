import RIBs
import Testing
@testable import Demo

/// Tests of the Settings interactor, with its router and listener replaced by mocks.
@MainActor
struct SettingsInteractorTests {

    private let interactor: SettingsInteractor
    private let router: SettingsRoutingMock
    private let listener: SettingsListenerMock

    init() {
        interactor = SettingsInteractor()
        router = SettingsRoutingMock(interactable: interactor)
        listener = SettingsListenerMock()
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

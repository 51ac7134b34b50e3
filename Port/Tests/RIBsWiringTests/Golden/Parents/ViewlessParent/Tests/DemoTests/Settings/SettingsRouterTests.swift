import RIBs
import Testing
@testable import Demo

/// Tests of the Settings router, with its interactor and borrowed view controller replaced by mocks.
@MainActor
struct SettingsRouterTests {

    private let interactor: SettingsInteractableMock
    private let viewController: SettingsViewControllableMock
    private let router: SettingsRouter

    init() {
        interactor = SettingsInteractableMock()
        viewController = SettingsViewControllableMock()
        router = SettingsRouter(interactor: interactor, viewController: viewController)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func attachesNoChildrenWhenLoaded() {
        router.load()
        #expect(router.children.isEmpty)
    }

    @Test func cleanupViewsDismissesNothingWhenNothingWasPresented() {
        router.load()
        router.cleanupViews()
        #expect(viewController.presentCallCount == 0)
        #expect(viewController.dismissCallCount == 0)
    }

    // TODO: Test each route: give the router `...BuildableMock`s of its children, take the
    // route, then check what was built, attached and shown.
}

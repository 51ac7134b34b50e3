import RIBs
import RIBsTesting
import Testing
@testable import App

/// Tests of the Root router, with its interactor and view controller replaced by mocks.
@MainActor
struct RootRouterTests {

    private let interactor: RootInteractableMock
    private let viewController: RootViewControllableMock
    private let router: RootRouter

    init() {
        interactor = RootInteractableMock()
        viewController = RootViewControllableMock()
        router = RootRouter(interactor: interactor, viewController: viewController)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func attachesNoChildrenWhenLoaded() {
        router.load()
        #expect(router.children.isEmpty)
    }

    @Test func launchShowsItsViewAndActivatesTheRIB() {
        let window = LaunchWindowMock()
        router.launch(from: window)
        #expect(window.rootViewController === viewController)
        #expect(window.isKeyAndVisible)
        #expect(interactor.isActive)
    }

    // TODO: Test each route: give the router `...BuildableMock`s of its children, take the
    // route, then check what was built, attached and shown.
}

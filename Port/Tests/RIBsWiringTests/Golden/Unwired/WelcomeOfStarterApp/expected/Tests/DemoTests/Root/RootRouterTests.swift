import RIBs
import RIBsTesting
import Testing
@testable import Demo

/// Tests of the Root router, with its interactor, view controller and child builder replaced
/// by mocks.
@MainActor
struct RootRouterTests {

    private let interactor = RootInteractableMock()
    private let viewController = RootViewControllableMock()
    private let router: RootRouter

    init() {
        router = RootRouter(interactor: interactor, viewController: viewController)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func launchShowsItsViewAndActivatesTheRIB() {
        let window = LaunchWindowMock()
        router.launch(from: window)
        #expect(window.rootViewController === viewController)
        #expect(window.isKeyAndVisible)
        #expect(interactor.isActive)
    }
}

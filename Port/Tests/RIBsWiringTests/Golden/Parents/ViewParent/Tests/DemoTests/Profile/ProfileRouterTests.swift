import RIBs
import Testing
@testable import Demo

/// Tests of the Profile router, with its interactor and view controller replaced by mocks.
@MainActor
struct ProfileRouterTests {

    private let interactor: ProfileInteractableMock
    private let viewController: ProfileViewControllableMock
    private let router: ProfileRouter

    init() {
        interactor = ProfileInteractableMock()
        viewController = ProfileViewControllableMock()
        router = ProfileRouter(interactor: interactor, viewController: viewController)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func attachesNoChildrenWhenLoaded() {
        router.load()
        #expect(router.children.isEmpty)
    }

    // TODO: Test each route: give the router `...BuildableMock`s of its children, take the
    // route, then check what was built, attached and shown.
}

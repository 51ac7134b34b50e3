import RIBs
import Testing
@testable import TicTacToe

/// Tests of the OffGame router, with its interactor and view controller replaced by mocks.
@MainActor
struct OffGameRouterTests {

    private let interactor: OffGameInteractableMock
    private let viewController: OffGameViewControllableMock
    private let router: OffGameRouter

    init() {
        interactor = OffGameInteractableMock()
        viewController = OffGameViewControllableMock()
        router = OffGameRouter(interactor: interactor, viewController: viewController)
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

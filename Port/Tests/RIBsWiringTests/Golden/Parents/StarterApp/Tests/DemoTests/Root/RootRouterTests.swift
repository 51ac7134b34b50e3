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
    private let welcomeBuilder = WelcomeBuildableMock()
    private let router: RootRouter

    init() {
        router = RootRouter(interactor: interactor, viewController: viewController, welcomeBuilder: welcomeBuilder)
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

    @Test func attachesWelcomeWhenLoadedAndShowsItsView() throws {
        router.load()
        #expect(welcomeBuilder.buildCallCount == 1)
        #expect(welcomeBuilder.lastListener === interactor)
        let welcome = try #require(welcomeBuilder.builtRouters.last)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(welcome)])
        #expect(viewController.presented.map(ObjectIdentifier.init) == [ObjectIdentifier(welcome.viewControllable)])
    }

    @Test func routingAwayFromWelcomeDetachesItAndHidesItsView() {
        router.load()
        router.routeAwayFromWelcome()
        #expect(router.children.isEmpty)
        #expect(viewController.presented.isEmpty)
    }

    @Test func routingToWelcomeAgainBuildsANewOne() {
        router.load()
        router.routeToWelcome()
        #expect(welcomeBuilder.buildCallCount == 1, "Welcome is attached already")
        router.routeAwayFromWelcome()
        router.routeToWelcome()
        #expect(welcomeBuilder.buildCallCount == 2)
        #expect(router.children.count == 1)
        #expect(viewController.presented.count == 1)
    }
}

/// The tests of a generated app's root RIB: its router with a Welcome builder mock, its
/// interactor with a router mock, and the mocks, on RIBsTesting's.
struct StarterRootTestsTemplate {

    let app: AppName

    var files: [GeneratedFile] {
        [
            GeneratedFile(name: "RootMocks.swift", contents: mocks),
            GeneratedFile(name: "RootRouterTests.swift", contents: routerTests),
            GeneratedFile(name: "RootInteractorTests.swift", contents: interactorTests),
        ]
    }

    // MARK: - Private

    private var name: String {
        app.typeName
    }

    private var mocks: String {
        """
        import RIBs
        import RIBsTesting
        @testable import \(name)

        // Test doubles for the Root RIB's protocols, on RIBsTesting's mocks. Each method counts its
        // calls in `...CallCount`. When you add a method to a protocol, add its counter here.

        /// Stands in for the Root interactor in the tests of its router.
        final class RootInteractableMock: InteractableMock, RootInteractable {

            weak var router: (any RootRouting)?

            var welcomeDidCloseCallCount = 0

            func welcomeDidClose() {
                welcomeDidCloseCallCount += 1
            }
        }

        /// Stands in for the Root router in the tests of its interactor.
        final class RootRoutingMock: ViewableRoutingMock, RootRouting {

            var routeToWelcomeCallCount = 0
            var routeAwayFromWelcomeCallCount = 0

            func routeToWelcome() {
                routeToWelcomeCallCount += 1
            }

            func routeAwayFromWelcome() {
                routeAwayFromWelcomeCallCount += 1
            }
        }

        /// Stands in for the Root view in the tests of its interactor.
        final class RootPresentableMock: RootPresentable {

            weak var listener: (any RootPresentableListener)?
        }

        /// Stands in for the Root view controller in the tests of its router: keeps what is shown.
        final class RootViewControllableMock: ViewControllableMock, RootViewControllable {

            private(set) var presented: [any ViewControllable] = []

            func present(viewController: any ViewControllable) {
                presented.append(viewController)
            }

            func dismiss(viewController: any ViewControllable) {
                presented.removeAll { $0 === viewController }
            }
        }

        """
    }

    private var routerTests: String {
        """
        import RIBs
        import RIBsTesting
        import Testing
        @testable import \(name)

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

        """
    }

    private var interactorTests: String {
        """
        import RIBs
        import Testing
        @testable import \(name)

        /// Tests of the Root interactor, with its view and router replaced by mocks.
        @MainActor
        struct RootInteractorTests {

            private let presenter = RootPresentableMock()
            private let interactor: RootInteractor
            private let router: RootRoutingMock

            init() {
                interactor = RootInteractor(presenter: presenter)
                router = RootRoutingMock(interactable: interactor, viewControllable: RootViewControllableMock())
                interactor.router = router
            }

            @Test func listensToItsView() {
                #expect(presenter.listener === interactor)
            }

            @Test func opensWelcomeWhenTheViewAsks() {
                interactor.openWelcome()
                #expect(router.routeToWelcomeCallCount == 1)
            }

            @Test func routesAwayFromWelcomeWhenItCloses() {
                interactor.welcomeDidClose()
                #expect(router.routeAwayFromWelcomeCallCount == 1)
            }
        }

        """
    }
}

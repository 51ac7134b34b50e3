import RIBs
import RIBsTesting
import Testing
@testable import TicTacToe

@MainActor
struct RootRouterTests {

    private let interactor = RootInteractableMock()
    private let viewController = RootViewControllableMock()
    private let loggedOutBuilder = LoggedOutBuildableMock()
    private let loggedInBuilder = LoggedInBuildableMock()
    private let loggedOutInteractor = InteractableMock()
    private let loggedOutViewController = ViewControllableMock()
    private let loggedOut: LoggedOutRoutingMock
    private let router: RootRouter

    init() {
        let loggedOut = LoggedOutRoutingMock(interactable: loggedOutInteractor, viewControllable: loggedOutViewController)
        loggedOutBuilder.buildHandler = { _ in loggedOut }
        self.loggedOut = loggedOut
        router = RootRouter(interactor: interactor,
                            viewController: viewController,
                            loggedOutBuilder: loggedOutBuilder,
                            loggedInBuilder: loggedInBuilder)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func launchShowsTheRootViewAndAttachesAndPresentsLoggedOut() {
        let window = LaunchWindowMock()
        var loggedOutListener: LoggedOutListener?
        loggedOutBuilder.buildHandler = { [loggedOut] listener in
            loggedOutListener = listener
            return loggedOut
        }
        var presented: [ViewControllable] = []
        viewController.presentHandler = { presented.append($0) }
        #expect(loggedOutBuilder.buildCallCount == 0)
        #expect(router.children.isEmpty)

        router.launch(from: window)

        #expect(window.rootViewController === viewController)
        #expect(window.makeKeyAndVisibleCallCount == 1)
        #expect(interactor.isActive)
        #expect(loggedOutBuilder.buildCallCount == 1)
        #expect(loggedOutListener === interactor)
        #expect(identities(router.children) == identities([loggedOut]))
        #expect(loggedOutInteractor.isActive)
        #expect(loggedOutInteractor.activateCallCount == 1)
        #expect(loggedOut.loadCallCount == 1)
        #expect(viewController.presentCallCount == 1)
        #expect(identities(presented) == identities([loggedOutViewController]))
        #expect(viewController.dismissCallCount == 0)
        #expect(loggedInBuilder.buildCallCount == 0)
    }

    @Test func loadingTwiceAttachesLoggedOutOnce() {
        router.load()
        router.load()

        #expect(loggedOutBuilder.buildCallCount == 1)
        #expect(identities(router.children) == identities([loggedOut]))
        #expect(viewController.presentCallCount == 1)
    }

    @Test func routeToLoggedInDetachesLoggedOutAndAttachesLoggedIn() {
        router.launch(from: LaunchWindowMock())
        let loggedInInteractor = InteractableMock()
        let loggedIn = LoggedInRoutingMock(interactable: loggedInInteractor)
        var buildArguments: [(listener: LoggedInListener, player1Name: String, player2Name: String)] = []
        let loggedInActionableItem = LoggedInActionableItemMock()
        loggedInBuilder.buildHandler = { listener, player1Name, player2Name in
            buildArguments.append((listener, player1Name, player2Name))
            return (loggedIn, loggedInActionableItem)
        }
        var dismissed: [ViewControllable] = []
        viewController.dismissHandler = { dismissed.append($0) }
        #expect(loggedInBuilder.buildCallCount == 0)

        let returnedActionableItem = router.routeToLoggedIn(withPlayer1Name: "Alice", player2Name: "Bob")

        // LoggedIn is built once, for these players, listened to by the Root interactor.
        #expect(loggedInBuilder.buildCallCount == 1)
        #expect(buildArguments.count == 1)
        #expect(buildArguments.first?.listener === interactor)
        #expect(buildArguments.first?.player1Name == "Alice")
        #expect(buildArguments.first?.player2Name == "Bob")
        // LoggedIn is attached: the only child, active and loaded.
        #expect(identities(router.children) == identities([loggedIn]))
        #expect(loggedInInteractor.isActive)
        #expect(loggedInInteractor.activateCallCount == 1)
        #expect(loggedIn.loadCallCount == 1)
        // LoggedOut is detached and its view dismissed; LoggedIn is viewless, nothing is presented.
        #expect(!loggedOutInteractor.isActive)
        #expect(loggedOutInteractor.deactivateCallCount == 1)
        #expect(viewController.dismissCallCount == 1)
        #expect(identities(dismissed) == identities([loggedOutViewController]))
        #expect(viewController.presentCallCount == 1)
        #expect(loggedOutBuilder.buildCallCount == 1)
        #expect(interactor.isActive)
        // The workflows waiting for the login get LoggedIn's actionable item.
        #expect(returnedActionableItem === loggedInActionableItem)
    }
}

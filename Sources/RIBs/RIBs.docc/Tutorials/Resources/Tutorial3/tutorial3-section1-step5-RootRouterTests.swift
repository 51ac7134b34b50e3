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
    private let loggedOut = LoggedOutRoutingMock()
    private let router: RootRouter

    init() {
        loggedOutBuilder.buildHandler = { [loggedOut] _ in loggedOut }
        router = RootRouter(interactor: interactor,
                            viewController: viewController,
                            loggedOutBuilder: loggedOutBuilder,
                            loggedInBuilder: loggedInBuilder)
        router.launch(from: LaunchWindowMock())
    }

    @Test func routeToLoggedInDetachesLoggedOutAndAttachesLoggedIn() {
        let loggedIn = LoggedInRoutingMock()
        var listener: LoggedInListener?
        var names: [String] = []
        loggedInBuilder.buildHandler = { builtListener, player1Name, player2Name in
            listener = builtListener
            names = [player1Name, player2Name]
            return loggedIn
        }
        var dismissed: [ViewControllable] = []
        viewController.dismissHandler = { dismissed.append($0) }
        #expect(loggedInBuilder.buildCallCount == 0)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedOut)])

        router.routeToLoggedIn(withPlayer1Name: "Ada", player2Name: "Bob")

        // LoggedIn is built once, for these players, with the Root interactor as its
        // listener, then attached: its interactor is active and its router loaded.
        #expect(loggedInBuilder.buildCallCount == 1)
        #expect(names == ["Ada", "Bob"])
        #expect(listener === interactor)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedIn)])
        #expect(loggedIn.interactable.isActive)
        #expect(loggedIn.loadCallCount == 1)
        // LoggedOut is detached, and its view dismissed.
        #expect(!loggedOut.interactable.isActive)
        #expect(dismissed.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedOut.viewControllable)])
    }
}

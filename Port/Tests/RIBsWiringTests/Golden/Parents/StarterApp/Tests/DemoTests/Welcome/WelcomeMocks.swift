import RIBs
import RIBsTesting
@testable import Demo

/// Stands in for the Welcome view in the tests of its interactor: keeps what it was asked to
/// show.
final class WelcomePresentableMock: WelcomePresentable {

    weak var listener: (any WelcomePresentableListener)?

    private(set) var greetings: [String?] = []
    private(set) var greetedLists: [[String]] = []

    func show(greeting: String?, greeted: [String]) {
        greetings.append(greeting)
        greetedLists.append(greeted)
    }
}

/// Stands in for Welcome's parent in the tests of its interactor.
final class WelcomeListenerMock: WelcomeListener {

    var welcomeDidCloseCallCount = 0

    func welcomeDidClose() {
        welcomeDidCloseCallCount += 1
    }
}

/// Stands in for the Welcome router.
final class WelcomeRoutingMock: ViewableRoutingMock, WelcomeRouting {}

/// Stands in for the Welcome builder in the tests of the Root router: builds router mocks and
/// keeps them.
final class WelcomeBuildableMock: WelcomeBuildable {

    private(set) var buildCallCount = 0
    private(set) weak var lastListener: (any WelcomeListener)?
    private(set) var builtRouters: [WelcomeRoutingMock] = []

    func build(withListener listener: any WelcomeListener) -> any ViewableRouting {
        buildCallCount += 1
        lastListener = listener
        let router = WelcomeRoutingMock(viewControllable: ViewControllableMock())
        builtRouters.append(router)
        return router
    }
}

import RIBs
import RIBsTesting
@testable import TicTacToe

// Test doubles for the LoggedIn RIB's protocols, on RIBsTesting's mocks. Each method counts
// its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
// method to a protocol, add its counter and handler here.

/// Stands in for the LoggedIn interactor in the tests of its router: activating and
/// deactivating it sets `isActive` and counts the calls.
final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {

    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?
}

/// Stands in for the LoggedIn router in the tests of its interactor: loading, attaching
/// and detaching are counted, and `children` kept up to date.
final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {

    var cleanupViewsCallCount = 0
    var cleanupViewsHandler: (() -> Void)?

    func cleanupViews() {
        cleanupViewsCallCount += 1
        cleanupViewsHandler?()
    }
}

/// Stands in for LoggedIn's parent, listening to the LoggedIn interactor.
final class LoggedInListenerMock: LoggedInListener {}

/// Stands in for the view controller LoggedIn borrows, in the tests of its router.
final class LoggedInViewControllableMock: ViewControllableMock, LoggedInViewControllable {

    var presentCallCount = 0
    var presentHandler: ((any ViewControllable) -> Void)?

    func present(viewController: any ViewControllable) {
        presentCallCount += 1
        presentHandler?(viewController)
    }

    var dismissCallCount = 0
    var dismissHandler: ((any ViewControllable) -> Void)?

    func dismiss(viewController: any ViewControllable) {
        dismissCallCount += 1
        dismissHandler?(viewController)
    }
}

/// Stands in for the LoggedIn builder in the tests of LoggedIn's parent.
final class LoggedInBuildableMock: LoggedInBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any LoggedInListener) -> any LoggedInRouting = { _ in
        LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    }

    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}

import RIBs
import RIBsTesting
@testable import App

// Test doubles for the Root RIB's protocols, on RIBsTesting's mocks. Each method counts
// its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
// method to a protocol, add its counter and handler here.

/// Stands in for the Root interactor in the tests of its router: activating and
/// deactivating it sets `isActive` and counts the calls.
final class RootInteractableMock: InteractableMock, RootInteractable {

    weak var router: (any RootRouting)?
}

/// Stands in for the Root router in the tests of its interactor: loading, attaching
/// and detaching are counted, and `children` kept up to date.
final class RootRoutingMock: ViewableRoutingMock, RootRouting, LaunchRouting {

    var launchCallCount = 0
    var launchHandler: ((any LaunchWindow) -> Void)?

    func launch(from window: any LaunchWindow) {
        launchCallCount += 1
        launchHandler?(window)
    }
}

/// Stands in for the Root view in the tests of its interactor.
final class RootPresentableMock: RootPresentable {

    weak var listener: (any RootPresentableListener)?
}

/// Stands in for the Root view controller in the tests of its router.
final class RootViewControllableMock: ViewControllableMock, RootViewControllable {}

/// Stands in for the Root builder in the tests of the app's launch code.
final class RootBuildableMock: RootBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: () -> any LaunchRouting = {
        RootRoutingMock(interactable: RootInteractableMock(), viewControllable: RootViewControllableMock())
    }

    func build() -> any LaunchRouting {
        buildCallCount += 1
        return buildHandler()
    }
}

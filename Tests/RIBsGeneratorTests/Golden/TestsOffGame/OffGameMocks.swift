import RIBs
import RIBsTesting
@testable import TicTacToe

// Test doubles for the OffGame RIB's protocols, on RIBsTesting's mocks. Each method counts
// its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
// method to a protocol, add its counter and handler here.

/// Stands in for the OffGame interactor in the tests of its router: activating and
/// deactivating it sets `isActive` and counts the calls.
final class OffGameInteractableMock: InteractableMock, OffGameInteractable {

    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?
}

/// Stands in for the OffGame router in the tests of its interactor: loading, attaching
/// and detaching are counted, and `children` kept up to date.
final class OffGameRoutingMock: ViewableRoutingMock, OffGameRouting {}

/// Stands in for the OffGame view in the tests of its interactor.
final class OffGamePresentableMock: OffGamePresentable {

    weak var listener: (any OffGamePresentableListener)?
}

/// Stands in for OffGame's parent, listening to the OffGame interactor.
final class OffGameListenerMock: OffGameListener {}

/// Stands in for the OffGame view controller in the tests of its router.
final class OffGameViewControllableMock: ViewControllableMock, OffGameViewControllable {}

/// Stands in for the OffGame builder in the tests of OffGame's parent.
final class OffGameBuildableMock: OffGameBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any OffGameListener) -> any OffGameRouting = { _ in
        OffGameRoutingMock(interactable: OffGameInteractableMock(), viewControllable: OffGameViewControllableMock())
    }

    func build(withListener listener: any OffGameListener) -> any OffGameRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}

import RIBs
import RIBsTesting
@testable import Demo

// Test doubles for the Profile RIB's protocols, on RIBsTesting's mocks. Each method counts
// its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
// method to a protocol, add its counter and handler here.

/// Stands in for the Profile interactor in the tests of its router: activating and
/// deactivating it sets `isActive` and counts the calls.
final class ProfileInteractableMock: InteractableMock, ProfileInteractable {

    weak var router: (any ProfileRouting)?
    weak var listener: (any ProfileListener)?
}

/// Stands in for the Profile router in the tests of its interactor: loading, attaching
/// and detaching are counted, and `children` kept up to date.
final class ProfileRoutingMock: ViewableRoutingMock, ProfileRouting {}

/// Stands in for the Profile view in the tests of its interactor.
final class ProfilePresentableMock: ProfilePresentable {

    weak var listener: (any ProfilePresentableListener)?
}

/// Stands in for Profile's parent, listening to the Profile interactor.
final class ProfileListenerMock: ProfileListener {

    var profileDidFinishCallCount = 0
    var profileDidFinishHandler: (() -> Void)?

    func profileDidFinish() {
        profileDidFinishCallCount += 1
        profileDidFinishHandler?()
    }
}

/// Stands in for the Profile view controller in the tests of its router.
final class ProfileViewControllableMock: ViewControllableMock, ProfileViewControllable {}

/// Stands in for the Profile builder in the tests of Profile's parent.
final class ProfileBuildableMock: ProfileBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any ProfileListener) -> any ProfileRouting = { _ in
        ProfileRoutingMock(interactable: ProfileInteractableMock(), viewControllable: ProfileViewControllableMock())
    }

    func build(withListener listener: any ProfileListener) -> any ProfileRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}

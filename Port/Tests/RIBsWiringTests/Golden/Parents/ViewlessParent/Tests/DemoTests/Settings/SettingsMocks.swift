import RIBs
import RIBsTesting
@testable import Demo

// Test doubles for the Settings RIB's protocols, on RIBsTesting's mocks. Each method counts
// its calls in `...CallCount` and runs `...Handler` when a test sets one. When you add a
// method to a protocol, add its counter and handler here.

/// Stands in for the Settings interactor in the tests of its router: activating and
/// deactivating it sets `isActive` and counts the calls.
final class SettingsInteractableMock: InteractableMock, SettingsInteractable {

    weak var router: (any SettingsRouting)?
    weak var listener: (any SettingsListener)?
}

/// Stands in for the Settings router in the tests of its interactor: loading, attaching
/// and detaching are counted, and `children` kept up to date.
final class SettingsRoutingMock: RoutingMock, SettingsRouting {

    var cleanupViewsCallCount = 0
    var cleanupViewsHandler: (() -> Void)?

    func cleanupViews() {
        cleanupViewsCallCount += 1
        cleanupViewsHandler?()
    }
}

/// Stands in for Settings's parent, listening to the Settings interactor.
final class SettingsListenerMock: SettingsListener {

    var settingsDidFinishCallCount = 0
    var settingsDidFinishHandler: (() -> Void)?

    func settingsDidFinish() {
        settingsDidFinishCallCount += 1
        settingsDidFinishHandler?()
    }
}

/// Stands in for the view controller Settings borrows, in the tests of its router.
final class SettingsViewControllableMock: ViewControllableMock, SettingsViewControllable {

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

/// Stands in for the Settings builder in the tests of Settings's parent.
final class SettingsBuildableMock: SettingsBuildable {

    var buildCallCount = 0
    /// Makes the router `build` returns; the default makes a router mock.
    var buildHandler: (any SettingsListener) -> any SettingsRouting = { _ in
        SettingsRoutingMock(interactable: SettingsInteractableMock())
    }

    func build(withListener listener: any SettingsListener) -> any SettingsRouting {
        buildCallCount += 1
        return buildHandler(listener)
    }
}

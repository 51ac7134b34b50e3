import RIBs
import RIBsTesting
@testable import Demo

// Test doubles for the Root RIB's protocols, on RIBsTesting's mocks. Each method counts its
// calls in `...CallCount`. When you add a method to a protocol, add its counter here.

/// Stands in for the Root interactor in the tests of its router.
final class RootInteractableMock: InteractableMock, RootInteractable {

    weak var router: (any RootRouting)?
}

/// Stands in for the Root router in the tests of its interactor.
final class RootRoutingMock: ViewableRoutingMock, RootRouting {}

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

import RIBs
@testable import TicTacToe

/// A view that presents and dismisses its children's views, as Root's does for Root and for
/// the viewless LoggedIn: records what is presented and dismissed.
@MainActor
class PresentingViewControllableMock: ViewControllable {

    var presentCallCount = 0
    var presentHandler: ((_ viewController: ViewControllable) -> ())?

    var dismissCallCount = 0
    var dismissHandler: ((_ viewController: ViewControllable) -> ())?

    func present(viewController: ViewControllable) {
        presentCallCount += 1
        presentHandler?(viewController)
    }

    func dismiss(viewController: ViewControllable) {
        dismissCallCount += 1
        dismissHandler?(viewController)
    }
}

import RIBs
@testable import TicTacToe

/// The view LoggedIn borrows from its parent: records what is presented and dismissed.
@MainActor
final class LoggedInViewControllableMock: LoggedInViewControllable {

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

import RIBs
@testable import TicTacToe

/// The root view as its router sees it: records what is presented and dismissed.
@MainActor
final class RootViewControllableMock: RootViewControllable {

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

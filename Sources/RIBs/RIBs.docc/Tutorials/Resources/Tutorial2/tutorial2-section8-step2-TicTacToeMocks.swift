import RIBs
import RIBsTesting
@testable import TicTacToe

// Each mock counts the calls it gets (`...CallCount`) and hands them to an optional closure
// (`...Handler`) that a test sets to see the arguments or to choose what is returned.

// MARK: - Root

final class RootInteractableMock: InteractableMock, RootInteractable {

    weak var router: RootRouting?
    weak var listener: RootListener?

    var didLoginCallCount = 0
    var didLoginHandler: ((_ player1Name: String, _ player2Name: String) -> ())?

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        didLoginHandler?(player1Name, player2Name)
    }
}

final class RootViewControllableMock: ViewControllableMock, RootViewControllable {

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

// MARK: - LoggedOut

@MainActor
final class LoggedOutBuildableMock: LoggedOutBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: LoggedOutListener) -> LoggedOutRouting)?

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        buildCallCount += 1
        return buildHandler?(listener) ?? LoggedOutRoutingMock()
    }
}

final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}

@MainActor
final class LoggedOutPresentableMock: LoggedOutPresentable {

    weak var listener: LoggedOutPresentableListener?
}

@MainActor
final class LoggedOutListenerMock: LoggedOutListener {

    var didLoginCallCount = 0
    var didLoginHandler: ((_ player1Name: String, _ player2Name: String) -> ())?

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        didLoginHandler?(player1Name, player2Name)
    }
}

// MARK: - LoggedIn

@MainActor
final class LoggedInBuildableMock: LoggedInBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: LoggedInListener) -> LoggedInRouting)?

    func build(withListener listener: LoggedInListener) -> LoggedInRouting {
        buildCallCount += 1
        return buildHandler?(listener) ?? LoggedInRoutingMock()
    }
}

final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {

    var routeToTicTacToeCallCount = 0
    var routeToOffGameCallCount = 0
    var cleanupViewsCallCount = 0

    func routeToTicTacToe() {
        routeToTicTacToeCallCount += 1
    }

    func routeToOffGame() {
        routeToOffGameCallCount += 1
    }

    func cleanupViews() {
        cleanupViewsCallCount += 1
    }
}

import RIBs
@testable import TicTacToe

/// What the Root scope gives LoggedIn, for building LoggedIn's component in tests.
@MainActor
final class LoggedInDependencyMock: LoggedInDependency {

    let loggedInViewController: LoggedInViewControllable

    init(loggedInViewController: LoggedInViewControllable = LoggedInViewControllableMock()) {
        self.loggedInViewController = loggedInViewController
    }
}

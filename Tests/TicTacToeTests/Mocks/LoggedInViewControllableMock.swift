import RIBs
@testable import TicTacToe

/// The view the viewless LoggedIn RIB borrows from its parent, as its router sees it.
final class LoggedInViewControllableMock: PresentingViewControllableMock, LoggedInViewControllable {}

import RIBs
@testable import TicTacToe

/// The root view as its router sees it.
final class RootViewControllableMock: PresentingViewControllableMock, RootViewControllable {}

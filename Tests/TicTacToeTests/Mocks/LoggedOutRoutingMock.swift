import RIBs
import RIBsTesting
@testable import TicTacToe

/// The LoggedOut router as its parent sees it.
@MainActor
final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}

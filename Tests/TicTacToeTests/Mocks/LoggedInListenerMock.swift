import RIBs
@testable import TicTacToe

/// LoggedIn's listener; LoggedIn tells it nothing yet.
@MainActor
final class LoggedInListenerMock: LoggedInListener {}

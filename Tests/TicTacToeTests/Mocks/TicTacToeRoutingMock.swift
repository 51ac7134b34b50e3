import RIBs
import RIBsTesting
@testable import TicTacToe

/// The TicTacToe router as its parent sees it.
@MainActor
final class TicTacToeRoutingMock: ViewableRoutingMock, TicTacToeRouting {}

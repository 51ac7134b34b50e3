import RIBs
import RIBsTesting
@testable import TicTacToe

/// The OffGame router as its parent sees it.
@MainActor
final class OffGameRoutingMock: ViewableRoutingMock, OffGameRouting {}

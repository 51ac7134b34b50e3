import RIBs
@testable import TicTacToe

/// Builds OffGame with `buildHandler`, or as a fresh ``OffGameRoutingMock``.
@MainActor
final class OffGameBuildableMock: OffGameBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: OffGameListener) -> OffGameRouting)?

    func build(withListener listener: OffGameListener) -> OffGameRouting {
        buildCallCount += 1
        return buildHandler?(listener) ?? OffGameRoutingMock()
    }
}

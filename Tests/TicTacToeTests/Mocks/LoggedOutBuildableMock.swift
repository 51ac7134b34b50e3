import RIBs
@testable import TicTacToe

/// Builds LoggedOut with `buildHandler`, or as a fresh ``LoggedOutRoutingMock``.
@MainActor
final class LoggedOutBuildableMock: LoggedOutBuildable {

    var buildCallCount = 0
    var buildHandler: ((_ listener: LoggedOutListener) -> LoggedOutRouting)?

    func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
        buildCallCount += 1
        return buildHandler?(listener) ?? LoggedOutRoutingMock()
    }
}

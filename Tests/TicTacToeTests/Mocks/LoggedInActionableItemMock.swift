import RIBs
@testable import TicTacToe

/// LoggedIn as a workflow sees it: records the games it is asked to launch, and by default
/// hands itself on at once.
@MainActor
final class LoggedInActionableItemMock: LoggedInActionableItem {

    var launchGameCallCount = 0
    var launchGameHandler: ((_ gameID: GameID) -> AnyPublisher<(LoggedInActionableItem, ()), Error>)?

    func launchGame(with gameID: GameID) -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        launchGameCallCount += 1
        return launchGameHandler?(gameID) ?? Just((self, ())).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

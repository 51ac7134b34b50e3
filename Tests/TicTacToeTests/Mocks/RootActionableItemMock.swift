import RIBs
@testable import TicTacToe

/// Root as a workflow sees it: records the waits for login; by default the login happens
/// when the test sends LoggedIn's item to ``loggedInItemSubject``.
@MainActor
final class RootActionableItemMock: RootActionableItem {

    /// What ``waitForLogin()`` emits by default: nothing until the test sends an item.
    let loggedInItemSubject = PassthroughSubject<LoggedInActionableItem, Error>()

    var waitForLoginCallCount = 0
    var waitForLoginHandler: (() -> AnyPublisher<(LoggedInActionableItem, ()), Error>)?

    func waitForLogin() -> AnyPublisher<(LoggedInActionableItem, ()), Error> {
        waitForLoginCallCount += 1
        if let waitForLoginHandler {
            return waitForLoginHandler()
        }
        return loggedInItemSubject.map { item in (item, ()) }.eraseToAnyPublisher()
    }
}

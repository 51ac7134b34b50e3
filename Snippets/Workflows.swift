// A workflow runs steps against the RIB tree, such as a deep link: each step waits until its
// actionable item (an interactor) is active.
import RIBs

// snippet.hide
var log: [String] = []
// snippet.show

/// What the root interactor offers to workflows.
@MainActor
protocol RootActionableItem: AnyObject {
    func waitForLogin() -> AnyPublisher<(any LoggedInActionableItem, Void), any Error>
}

/// What the LoggedIn interactor offers to workflows.
@MainActor
protocol LoggedInActionableItem: AnyObject {
    func launchGame(with id: String) -> AnyPublisher<(any LoggedInActionableItem, Void), any Error>
}

final class LaunchGameWorkflow: Workflow<any RootActionableItem> {

    init(gameId: String) {
        super.init()
        self
            .onStep { root in root.waitForLogin() }
            .onStep { loggedIn, _ in loggedIn.launchGame(with: gameId) }
            .commit()
    }

    override func didComplete() {
        log.append("didComplete")
    }
}

// snippet.hide
final class LoggedInInteractor: Interactor, LoggedInActionableItem {
    func launchGame(with id: String) -> AnyPublisher<(any LoggedInActionableItem, Void), any Error> {
        log.append("launch \(id)")
        return Just((self, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
    }
}
final class RootInteractor: Interactor, RootActionableItem {
    let loggedIn = LoggedInInteractor()
    func waitForLogin() -> AnyPublisher<(any LoggedInActionableItem, Void), any Error> {
        Just((loggedIn, ())).setFailureType(to: (any Error).self).eraseToAnyPublisher()
    }
}
let rootInteractor = RootInteractor()
rootInteractor.activate()
// snippet.show
// In the root interactor, for example on a deep link:
LaunchGameWorkflow(gameId: "ticTacToe")
    .subscribe(rootInteractor)
    .disposeOnDeactivate(interactor: rootInteractor)
// snippet.hide
precondition(log.isEmpty, "the LoggedIn interactor is not active yet")
rootInteractor.loggedIn.activate()
precondition(log == ["launch ticTacToe", "didComplete"], "\(log)")

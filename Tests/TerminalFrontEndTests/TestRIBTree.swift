import RIBs
import RIBsInspector

/// Routers named as the app's, so that the panel shows the names it shows in the game.
final class RootRouter: Router<any Interactable> {}
final class LoggedInRouter: Router<any Interactable> {}
final class OffGameRouter: Router<any Interactable> {}
final class TicTacToeRouter: Router<any Interactable> {}

/// A clock the test moves by hand.
@MainActor
final class ManualClock {

    private var elapsed = Duration.zero

    var inspectorClock: InspectorClock {
        InspectorClock { [self] in elapsed }
    }

    func advance(bySeconds seconds: Double) {
        elapsed += .seconds(seconds)
    }
}

/// A RIB tree like the app's during a game, with an inspector that saw it launch: Root, then
/// LoggedIn 1.5 s later with OffGame, then TicTacToe instead of OffGame at 4.2 s.
@MainActor
struct InspectedTree {

    let root = RootRouter(interactor: Interactor())
    let clock = ManualClock()
    let inspector: RIBInspector

    init(capacity: Int = RIBInspector.defaultCapacity) {
        inspector = RIBInspector(following: root, capacity: capacity, clock: clock.inspectorClock)
        root.interactable.activate()
        root.load()
        clock.advance(bySeconds: 1.5)
        let loggedIn = LoggedInRouter(interactor: Interactor())
        root.attachChild(loggedIn)
        let offGame = OffGameRouter(interactor: Interactor())
        loggedIn.attachChild(offGame)
        clock.advance(bySeconds: 2.7)
        loggedIn.detachChild(offGame)
        loggedIn.attachChild(TicTacToeRouter(interactor: Interactor()))
    }
}

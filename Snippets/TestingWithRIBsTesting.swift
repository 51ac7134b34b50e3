// Testing a router with RIBsTesting's mocks, as tutorial 2's RootRouterTests do: a mock child
// router, a mock interactable, and a recording of the leak detector. (In a test target, write
// `#expect` where this snippet writes `precondition`.)
import RIBs
import RIBsTesting

final class RootRouter: Router<Interactor> {

    private let makeLoggedIn: () -> any Routing

    init(interactor: Interactor, makeLoggedIn: @escaping () -> any Routing) {
        self.makeLoggedIn = makeLoggedIn
        super.init(interactor: interactor)
    }

    func routeToLoggedIn() {
        attachChild(makeLoggedIn())
    }
}

// snippet.hide
@MainActor
func routeToLoggedInAttachesTheLoggedInRIB() {
// snippet.show
    let loggedInInteractable = InteractableMock()
    let loggedIn = RoutingMock(interactable: loggedInInteractable)
    let router = RootRouter(interactor: Interactor(), makeLoggedIn: { loggedIn })

    router.routeToLoggedIn()

    precondition(router.children.count == 1 && router.children[0] === loggedIn)
    precondition(loggedInInteractable.activateCallCount == 1)
    precondition(loggedIn.loadCallCount == 1)
// snippet.hide
}

@MainActor
func aRoutersDeinitExpectsItsInteractorGone() {
// snippet.show
    LeakDetectorRecording.record { recording in
        let interactor = Interactor()
        _ = RootRouter(interactor: interactor, makeLoggedIn: { RoutingMock(interactable: InteractableMock()) })

        precondition(recording.expectations.count == 1)
        precondition(recording.expectations[0].isAbout(interactor))
        recording.scheduler.advance(by: LeakDefaultExpectationTime.deallocation)
        precondition(recording.reports.map(\.objectType) == ["Interactor"])   // still held here
    }
// snippet.hide
}

routeToLoggedInAttachesTheLoggedInRIB()
aRoutersDeinitExpectsItsInteractorGone()

@testable import RIBs
import RIBsTesting
import Testing

/// RIBs iOS's test hook: a `LeakDetector` subclass installed with `setInstance(_:)` under
/// `@testable import RIBs` is told of every expectation the framework registers, through the
/// methods it overrides (RIBs iOS's `RouterTests` and `ViewableRouterTests` count them so).
@MainActor
struct LeakDetectorSubclassTests {

    @Test func aRouterGoneExpectsItsInteractorGone() {
        withInstalledMock { mock in
            var router: Router<any Interactable>? = Router(interactor: InteractableMock())
            router?.load()
            #expect(mock.expectDeallocateCallCount == 0)

            router = nil

            #expect(mock.expectDeallocateCallCount == 1)
        }
    }

    @Test func aViewableRouterExpectsItsViewGoneOnDeactivationAndItsViewControllerOnDeinit() {
        withInstalledMock { mock in
            let interactor = PresentableInteractor(presenter: ViewControllableMock())
            var router: ViewableRouter<PresentableInteractor<ViewControllableMock>, ViewControllableMock>? =
                ViewableRouter(interactor: interactor, viewController: ViewControllableMock())
            router?.load()
            // Inactive when loaded, as in RIBs iOS, whose router sees the interactor's first state.
            #expect(mock.expectViewControllerDisappearCallCount == 1)
            interactor.activate()
            interactor.deactivate()
            #expect(mock.expectViewControllerDisappearCallCount == 2)

            router = nil

            // The router's interactor, and its view controller.
            #expect(mock.expectDeallocateCallCount == 2)
        }
    }

    @Test func theSharedDetectorIsBackAfterwards() {
        let shared = LeakDetector.instance
        withInstalledMock { mock in
            #expect(LeakDetector.instance === mock)
        }
        #expect(LeakDetector.instance === shared)
    }

    // MARK: - Private

    /// Installs a counting subclass while `body` runs (synchronously on the main actor, so no
    /// other test sees it), then puts the shared detector back.
    private func withInstalledMock(_ body: (LeakDetectorMock) -> Void) {
        let shared = LeakDetector.instance
        let mock = LeakDetectorMock()
        LeakDetector.setInstance(mock)
        defer { LeakDetector.setInstance(shared) }
        body(mock)
    }
}

/// RIBs iOS's `LeakDetectorMock`, in this package's types.
private final class LeakDetectorMock: LeakDetector {

    var expectDeallocateCallCount = 0
    var expectViewControllerDisappearCallCount = 0

    override func expectDeallocate(object: AnyObject, inTime time: Duration) -> LeakDetectionHandle {
        expectDeallocateCallCount += 1
        return LeakDetectionHandle(token: nil)
    }

    override func expectViewControllerDisappear(viewController: any ViewControllable, inTime time: Duration) -> LeakDetectionHandle {
        expectViewControllerDisappearCallCount += 1
        return LeakDetectionHandle(token: nil)
    }
}

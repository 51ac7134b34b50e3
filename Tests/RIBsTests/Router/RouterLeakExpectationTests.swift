import RIBs
import RIBsTesting
import Testing

/// The expectations routers and interactors register with the shared leak detector.
@MainActor
struct RouterLeakExpectationTests {

    @Test func detachedViewControllerStillOnScreenIsReported() {
        withSharedLeakDetector { scheduler, reports in
            let parent = RecordingRouter(name: "parent")
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)
            parent.attachChild(child)
            viewController.isOnScreen = true

            parent.detachChild(child)
            let reported = reports.summariesJustBeforeAndAt(.seconds(5), advancing: scheduler)

            #expect(reported.justBefore == [])
            #expect(reported.atDeadline == ["disappearance: ViewControllableMock"])
        }
    }

    @Test func detachedViewControllerThatLeftTheScreenIsNotReported() {
        withSharedLeakDetector { scheduler, reports in
            let parent = RecordingRouter(name: "parent")
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)
            parent.attachChild(child)
            viewController.isOnScreen = true

            parent.detachChild(child)
            viewController.isOnScreen = false
            scheduler.advance(by: LeakDefaultExpectationTime.viewDisappear)

            #expect(reports.entries.isEmpty)
        }
    }

    @Test func viewControllerBackOnScreenAfterReactivationIsNotReported() {
        withSharedLeakDetector { scheduler, reports in
            let parent = RecordingRouter(name: "parent")
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)
            parent.attachChild(child)
            viewController.isOnScreen = true

            // Detached and attached again while its view stays on screen, as when the parent
            // deactivates and reactivates its whole subtree.
            parent.detachChild(child)
            parent.attachChild(child)
            scheduler.advance(by: LeakDefaultExpectationTime.viewDisappear)

            #expect(reports.entries.isEmpty)
        }
    }

    @Test func loadingDoesNotRegisterADisappearanceExpectation() {
        withSharedLeakDetector { scheduler, _ in
            let parent = RecordingRouter(name: "parent")
            let child = ViewableRouter(interactor: RecordingInteractor(), viewController: ViewControllableMock())

            parent.attachChild(child)

            #expect(scheduler.pendingActionCount == 0)
        }
    }

    @Test func interactorOutlivingItsRouterIsReported() {
        withSharedLeakDetector { scheduler, reports in
            let interactor = RecordingInteractor()
            do {
                _ = RecordingRouter(interactor: interactor)
            }

            let reported = reports.summariesJustBeforeAndAt(.seconds(1), advancing: scheduler)

            #expect(reported.justBefore == [])
            #expect(reported.atDeadline == ["deallocation: RecordingInteractor"])
        }
    }

    @Test func interactorGoingWithItsRouterIsNotReported() {
        withSharedLeakDetector { scheduler, reports in
            do {
                let parent = RecordingRouter(name: "parent")
                parent.attachChild(RecordingRouter(name: "child"))
            }

            scheduler.advance(by: LeakDefaultExpectationTime.viewDisappear)

            #expect(scheduler.pendingActionCount == 0)
            #expect(reports.entries.isEmpty)
        }
    }

    @Test func viewControllerOutlivingItsRouterIsReported() {
        withSharedLeakDetector { scheduler, reports in
            let viewController = ViewControllableMock()
            do {
                _ = ViewableRouter(interactor: RecordingInteractor(), viewController: viewController)
            }

            let reported = reports.summariesJustBeforeAndAt(.seconds(5), advancing: scheduler)

            #expect(reported.justBefore == [])
            #expect(reported.atDeadline == ["deallocation: ViewControllableMock"])
        }
    }

    @Test func presenterOutlivingItsInteractorIsReported() {
        withSharedLeakDetector { scheduler, reports in
            let presenter = ViewControllableMock()
            do {
                _ = PresentableInteractor(presenter: presenter)
            }

            // 1 s, RIBs iOS's default time.
            let reported = reports.summariesJustBeforeAndAt(.seconds(1), advancing: scheduler)

            #expect(reported.justBefore == [])
            #expect(reported.atDeadline == ["deallocation: ViewControllableMock"])
        }
    }
}

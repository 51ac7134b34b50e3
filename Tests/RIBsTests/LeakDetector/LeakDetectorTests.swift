import RIBs
import RIBsTesting
import Testing

@MainActor
struct LeakDetectorTests {

    private let scheduler = ManualLeakDetectionScheduler()
    private let reports = LeakReportLog()

    private func makeDetector(isEnabled: Bool = true) -> LeakDetector {
        LeakDetector(isEnabled: isEnabled, scheduler: scheduler, reportLeak: reports.append)
    }

    @Test func reportsAnObjectStillAliveAfterTheTime() {
        let detector = makeDetector()
        let object = LeakyObject()

        detector.expectDeallocate(object: object, inTime: .seconds(2))
        scheduler.advance(by: .seconds(2))

        #expect(reports.summaries == ["deallocation: LeakyObject"])
        withExtendedLifetime(object) {}
    }

    @Test func isQuietBeforeTheTimeElapses() {
        let detector = makeDetector()
        let object = LeakyObject()

        detector.expectDeallocate(object: object, inTime: .seconds(2))
        let reported = reports.summariesJustBeforeAndAt(.seconds(2), advancing: scheduler)

        #expect(reported.justBefore == [])
        #expect(reported.atDeadline == ["deallocation: LeakyObject"])
        withExtendedLifetime(object) {}
    }

    @Test func isQuietWhenTheObjectWentAway() throws {
        let detector = makeDetector()
        var object: LeakyObject? = LeakyObject()

        detector.expectDeallocate(object: try #require(object))
        object = nil
        scheduler.advance(by: LeakDefaultExpectationTime.deallocation)

        #expect(reports.entries.isEmpty)
    }

    @Test func deallocationTimeDefaultsToOneSecond() {
        let detector = makeDetector()
        let object = LeakyObject()

        detector.expectDeallocate(object: object)
        let reported = reports.summariesJustBeforeAndAt(.seconds(1), advancing: scheduler)

        #expect(reported.justBefore == [])
        #expect(reported.atDeadline == ["deallocation: LeakyObject"])
        withExtendedLifetime(object) {}
    }

    @Test func doesNotKeepTheObjectAlive() {
        let detector = makeDetector()
        let tracker = DeallocationTracker()

        detector.expectDeallocate(object: tracker.track(LeakyObject()))

        #expect(tracker.aliveObjects == [])
    }

    @Test func reportsAViewControllerStillOnScreenAfterTheTime() {
        let detector = makeDetector()
        let viewController = ViewControllableMock()
        viewController.isOnScreen = true

        detector.expectViewControllerDisappear(viewController: viewController)
        let reported = reports.summariesJustBeforeAndAt(.seconds(5), advancing: scheduler)

        #expect(reported.justBefore == [])
        #expect(reported.atDeadline == ["disappearance: ViewControllableMock"])
    }

    @Test func isQuietWhenTheViewControllerLeftTheScreen() {
        let detector = makeDetector()
        let viewController = ViewControllableMock()
        viewController.isOnScreen = true

        detector.expectViewControllerDisappear(viewController: viewController, inTime: .seconds(1))
        viewController.isOnScreen = false
        scheduler.advance(by: .seconds(1))

        #expect(reports.entries.isEmpty)
    }

    @Test func isQuietWhenTheViewControllerWentAway() throws {
        let detector = makeDetector()
        var viewController: ViewControllableMock? = ViewControllableMock()
        viewController?.isOnScreen = true

        detector.expectViewControllerDisappear(viewController: try #require(viewController), inTime: .seconds(1))
        viewController = nil
        scheduler.advance(by: .seconds(1))

        #expect(reports.entries.isEmpty)
    }

    @Test func statusIsInProgressWhileExpectationsArePending() {
        let detector = makeDetector()
        let status = PublisherRecorder(detector.status)
        let object = LeakyObject()

        detector.expectDeallocate(object: object, inTime: .seconds(1))
        detector.expectDeallocate(object: object, inTime: .seconds(2))
        #expect(status.values == [.didComplete, .inProgress])
        scheduler.advance(by: .seconds(1))
        #expect(status.values == [.didComplete, .inProgress])
        scheduler.advance(by: .seconds(1))

        #expect(status.values == [.didComplete, .inProgress, .didComplete])
        withExtendedLifetime(object) {}
    }

    @Test func cancelledExpectationReportsNothingAndStillCompletes() {
        let detector = makeDetector()
        let status = PublisherRecorder(detector.status)
        let object = LeakyObject()

        let handle = detector.expectDeallocate(object: object)
        handle.cancel()
        scheduler.advance(by: LeakDefaultExpectationTime.deallocation)

        #expect(handle.isCancelled)
        #expect(reports.entries.isEmpty)
        #expect(status.values == [.didComplete, .inProgress, .didComplete])
        withExtendedLifetime(object) {}
    }

    @Test func disabledDetectorSchedulesAndReportsNothing() {
        let detector = makeDetector(isEnabled: false)
        let status = PublisherRecorder(detector.status)
        let object = LeakyObject()
        let viewController = ViewControllableMock()
        viewController.isOnScreen = true

        detector.expectDeallocate(object: object)
        detector.expectViewControllerDisappear(viewController: viewController)

        #expect(scheduler.pendingActionCount == 0)
        scheduler.advance(by: LeakDefaultExpectationTime.viewDisappear)
        #expect(reports.entries.isEmpty)
        #expect(status.values == [.didComplete])
        withExtendedLifetime(object) {}
    }

    @Test func reportsDescribeTheLeak() {
        let detector = makeDetector()
        let object = LeakyObject()
        let viewController = ViewControllableMock()
        viewController.isOnScreen = true

        detector.expectDeallocate(object: object)
        detector.expectViewControllerDisappear(viewController: viewController)
        scheduler.advance(by: LeakDefaultExpectationTime.viewDisappear)

        #expect(reports.entries.map(\.description) == [
            "LeakyObject has leaked: it is still alive after its RIB went away.",
            "ViewControllableMock has leaked: it is still on screen after its RIB was detached.",
        ])
        withExtendedLifetime(object) {}
    }

    @Test func defaultTimesMatchRIBsIOS() {
        #expect(LeakDefaultExpectationTime.deallocation == .seconds(1))
        #expect(LeakDefaultExpectationTime.viewDisappear == .seconds(5))
    }
}

/// An object the tests expect to be deallocated.
private final class LeakyObject {}

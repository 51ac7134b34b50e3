import RIBs
import RIBsTesting
import Testing

@MainActor
struct ManualLeakDetectionSchedulerTests {

    @Test func runsNothingUntilAdvanced() {
        let scheduler = ManualLeakDetectionScheduler()
        var ran = false

        scheduler.schedule(after: .zero) { ran = true }

        #expect(!ran)
        #expect(scheduler.pendingActionCount == 1)
    }

    @Test func runsDueActionsInDueOrderThenSchedulingOrder() {
        let scheduler = ManualLeakDetectionScheduler()
        let log = EventLog()
        scheduler.schedule(after: .seconds(3)) { log.append("c at 3") }
        scheduler.schedule(after: .seconds(1)) { log.append("a at 1") }
        scheduler.schedule(after: .seconds(2)) { log.append("b1 at 2") }
        scheduler.schedule(after: .seconds(2)) { log.append("b2 at 2") }

        scheduler.advance(by: .seconds(2))

        #expect(log.entries == ["a at 1", "b1 at 2", "b2 at 2"])
        #expect(scheduler.pendingActionCount == 1)
        #expect(scheduler.now == .seconds(2))
    }

    @Test func actionsRunWithTheClockAtTheirDueTime() {
        let scheduler = ManualLeakDetectionScheduler()
        var clockSeenByAction: Duration?
        scheduler.schedule(after: .milliseconds(300)) { [unowned scheduler] in clockSeenByAction = scheduler.now }

        scheduler.advance(by: .seconds(1))

        #expect(clockSeenByAction == .milliseconds(300))
        #expect(scheduler.now == .seconds(1))
    }

    @Test func actionsScheduledByActionsRunIfDueWithinTheSameAdvance() {
        let scheduler = ManualLeakDetectionScheduler()
        let log = EventLog()
        scheduler.schedule(after: .seconds(1)) { [unowned scheduler] in
            log.append("first")
            scheduler.schedule(after: .seconds(1)) { log.append("second, 1 s later") }
            scheduler.schedule(after: .seconds(5)) { log.append("third, too late") }
        }

        scheduler.advance(by: .seconds(3))

        #expect(log.entries == ["first", "second, 1 s later"])
        #expect(scheduler.pendingActionCount == 1)
    }

    @Test func delaysCountFromTheCurrentTime() {
        let scheduler = ManualLeakDetectionScheduler()
        var ran = false
        scheduler.advance(by: .seconds(10))

        scheduler.schedule(after: .seconds(1)) { ran = true }
        scheduler.advance(by: .milliseconds(999))
        #expect(!ran)
        scheduler.advance(by: .milliseconds(1))

        #expect(ran)
    }
}

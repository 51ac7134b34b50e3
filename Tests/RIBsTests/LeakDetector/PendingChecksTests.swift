import RIBs
import RIBsTesting
import Testing

/// Pending checks wait in the detector, with one wake-up asked of the scheduler at a time.
@MainActor
struct PendingChecksTests {

    private let scheduler = ManualLeakDetectionScheduler()
    private let reports = LeakReportLog()

    @Test func manyChecksAskForOneWakeUp() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let objects = (0 ..< 1_000).map { _ in Leaky() }

        for (index, object) in objects.enumerated() {
            scheduler.advance(by: .milliseconds(1))
            detector.expectDeallocate(object: object, inTime: index.isMultiple(of: 2) ? .seconds(1) : .seconds(5))
        }

        #expect(scheduler.pendingActionCount == 1)
        scheduler.advance(by: .seconds(5))
        #expect(reports.entries.count == 1_000)
        #expect(scheduler.pendingActionCount == 0)
        withExtendedLifetime(objects) {}
    }

    @Test func checksFallDueInTimeOrderWhateverTheirDelays() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let late = Leaky()
        let early = EarlyLeaky()
        let tied = TiedLeaky()

        detector.expectDeallocate(object: late, inTime: .seconds(5))
        scheduler.advance(by: .seconds(1))
        detector.expectDeallocate(object: early, inTime: .seconds(1))
        scheduler.advance(by: .seconds(3))
        #expect(reports.summaries == ["deallocation: EarlyLeaky"])
        // Due at 5 s too; ties go to the line of the delay first used (5 s, `late`'s).
        detector.expectDeallocate(object: tied, inTime: .seconds(1))

        let reported = reports.summariesJustBeforeAndAt(.seconds(5), advancing: scheduler)

        #expect(reported.justBefore == [])
        #expect(reported.atDeadline == ["deallocation: Leaky", "deallocation: TiedLeaky"])
        withExtendedLifetime((late, early, tied)) {}
    }

    @Test func aShorterCheckAfterALongerOneWakesUpInTime() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let long = Leaky()
        let short = EarlyLeaky()

        detector.expectDeallocate(object: long, inTime: .seconds(5))
        detector.expectDeallocate(object: short, inTime: .seconds(1))
        scheduler.advance(by: .seconds(1))

        #expect(reports.summaries == ["deallocation: EarlyLeaky"])
        scheduler.advance(by: .seconds(4))
        #expect(reports.summaries == ["deallocation: EarlyLeaky", "deallocation: Leaky"])
        #expect(scheduler.pendingActionCount == 0)
        withExtendedLifetime((long, short)) {}
    }

    @Test func checksStayWithTheSchedulerTheyWereGivenTo() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let object = Leaky()
        detector.expectDeallocate(object: object, inTime: .seconds(1))
        let otherScheduler = ManualLeakDetectionScheduler()

        detector.scheduler = otherScheduler
        otherScheduler.advance(by: .seconds(1))
        #expect(reports.entries.isEmpty)
        scheduler.advance(by: .seconds(1))

        #expect(reports.summaries == ["deallocation: Leaky"])
        withExtendedLifetime(object) {}
    }

    @Test func cancellingACheckCancelsThatOneOnly() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let first = Leaky()
        let second = EarlyLeaky()
        let third = TiedLeaky()

        detector.expectDeallocate(object: first, inTime: .seconds(1))
        let handle = detector.expectDeallocate(object: second, inTime: .seconds(1))
        detector.expectDeallocate(object: third, inTime: .seconds(1))
        handle.cancel()
        handle.cancel()
        scheduler.advance(by: .seconds(1))

        #expect(reports.summaries == ["deallocation: Leaky", "deallocation: TiedLeaky"])
        // Cancelling once the check ran changes nothing.
        handle.cancel()
        let late = detector.expectDeallocate(object: second, inTime: .seconds(1))
        scheduler.advance(by: .seconds(1))
        #expect(reports.summaries.last == "deallocation: EarlyLeaky")
        #expect(!late.isCancelled)
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func checksFallDueOnTimeMonthsApart() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let first = EarlyLeaky()
        let second = Leaky()
        let day = Duration.seconds(86_400)
        detector.expectDeallocate(object: first, inTime: day * 60)
        // 55 days later, further than 32-bit milliseconds reach (49.7 days) from the first
        // check's due time, in the same line.
        scheduler.advance(by: day * 55)
        detector.expectDeallocate(object: second, inTime: day * 60)

        let atFirst = reports.summariesJustBeforeAndAt(day * 60, advancing: scheduler)
        let atSecond = reports.summariesJustBeforeAndAt(day * 115, advancing: scheduler)

        #expect(atFirst.justBefore == [] && atFirst.atDeadline == ["deallocation: EarlyLeaky"])
        #expect(atSecond.justBefore == [] && atSecond.atDeadline == ["deallocation: Leaky"])
        withExtendedLifetime((first, second)) {}
    }

    @Test func statusIsInProgressWhileAnyCheckIsPending() {
        let detector = LeakDetector(scheduler: scheduler, reportLeak: reports.append)
        let status = PublisherRecorder(detector.status)
        let object = Leaky()

        detector.expectDeallocate(object: object, inTime: .seconds(1))
        detector.expectDeallocate(object: object, inTime: .seconds(5))
        scheduler.advance(by: .seconds(1))
        #expect(status.values == [.didComplete, .inProgress])
        scheduler.advance(by: .seconds(4))

        #expect(status.values == [.didComplete, .inProgress, .didComplete])
        withExtendedLifetime(object) {}
    }

    /// Waits for the report itself, however late a busy machine runs the check.
    @Test(.timeLimit(.minutes(1)))
    func theTaskSchedulerRunsACheckAfterItsDelay() async {
        let detector = LeakDetector(scheduler: TaskLeakDetectionScheduler(), reportLeak: reports.append)
        let object = Leaky()
        let start = ContinuousClock.now

        await withCheckedContinuation { (reported: CheckedContinuation<Void, Never>) in
            detector.reportLeak = { [reports] report in
                reports.append(report)
                reported.resume()
            }
            detector.expectDeallocate(object: object, inTime: .milliseconds(20))
            #expect(reports.entries.isEmpty)
        }

        #expect(ContinuousClock.now - start >= .milliseconds(20))
        #expect(reports.summaries == ["deallocation: Leaky"])
        withExtendedLifetime(object) {}
    }
}

private final class Leaky {}
private final class EarlyLeaky {}
private final class TiedLeaky {}

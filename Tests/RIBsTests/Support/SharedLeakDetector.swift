import RIBs
import RIBsTesting

/// Points ``LeakDetector/instance``, which routers and interactors report to, at a manual clock
/// and a report log while `body` runs, then restores it.
///
/// `body` is synchronous on the main actor, so no other test runs while the shared detector is
/// borrowed. Expectations registered meanwhile stay with the manual clock and never run after.
@MainActor
func withSharedLeakDetector(_ body: (ManualLeakDetectionScheduler, LeakReportLog) throws -> Void) rethrows {
    let detector = LeakDetector.instance
    let saved = (isEnabled: detector.isEnabled, scheduler: detector.scheduler, reportLeak: detector.reportLeak)
    defer {
        detector.isEnabled = saved.isEnabled
        detector.scheduler = saved.scheduler
        detector.reportLeak = saved.reportLeak
    }
    let scheduler = ManualLeakDetectionScheduler()
    let reports = LeakReportLog()
    detector.isEnabled = true
    detector.scheduler = scheduler
    detector.reportLeak = reports.append
    try body(scheduler, reports)
}

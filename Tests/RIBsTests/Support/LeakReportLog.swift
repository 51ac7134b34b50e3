import RIBs
import RIBsTesting

/// Collects what a leak detector reports.
@MainActor
final class LeakReportLog {

    private(set) var entries: [LeakReport] = []

    func append(_ report: LeakReport) {
        entries.append(report)
    }

    /// Each report as `expectation: object type`, for exact comparisons.
    var summaries: [String] {
        entries.map { "\($0.expectation): \($0.objectType)" }
    }

    /// Moves `scheduler` to 1 ms before `deadline`, then to `deadline`, and returns the reports
    /// made during each of the two moves, as summaries.
    ///
    /// - Parameter deadline: A time on `scheduler`'s clock, later than its current time.
    func summariesJustBeforeAndAt(_ deadline: Duration,
                                  advancing scheduler: ManualLeakDetectionScheduler) -> (justBefore: [String], atDeadline: [String]) {
        let start = entries.count
        scheduler.advance(by: deadline - scheduler.now - .milliseconds(1))
        let middle = entries.count
        scheduler.advance(by: .milliseconds(1))
        let all = summaries
        return (Array(all[start..<middle]), Array(all[middle...]))
    }
}

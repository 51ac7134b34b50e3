import RIBs

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
}

// The leak detector checks that a RIB's objects go away with it, and reports what stays.
import RIBs

// In an app: show leaks where developers see them (the default writes to standard error).
LeakDetector.instance.reportLeak = { report in
    print("Leak: \(report)")
}

// A detector of your own, on a clock you advance, reporting into an array:
// snippet.hide
final class ManualClock: LeakDetectionScheduler {
    private(set) var now: Duration = .zero
    private var actions: [(due: Duration, action: @MainActor () -> Void)] = []
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        actions.append((now + delay, action))
    }
    func advance(by duration: Duration) {
        now += duration
        let due = actions.filter { $0.due <= now }
        actions.removeAll { $0.due <= now }
        due.forEach { $0.action() }
    }
}
// snippet.show
var reports: [LeakReport] = []
let clock = ManualClock()   // RIBsTesting's ManualLeakDetectionScheduler in tests
let detector = LeakDetector(scheduler: clock, reportLeak: { reports.append($0) })

final class Session {}
let session = Session()
detector.expectDeallocate(object: session, inTime: LeakDefaultExpectationTime.deallocation)
clock.advance(by: .seconds(1))
// reports: "Session has leaked: it is still alive after its RIB went away."
// snippet.hide
precondition(reports.map(\.objectType) == ["Session"], "\(reports)")
withExtendedLifetime(session) {}

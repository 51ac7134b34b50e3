/// The leak checks waiting to fall due on one scheduler, each a 16-byte record, with one wake-up
/// asked of the scheduler at a time, for the earliest.
///
/// Checks are kept in one first-in-first-out line per delay: with a clock that only moves
/// forward, checks registered with the same delay fall due in the order they came, so adding
/// one costs an append, and the earliest is at the head of one of a few lines.
@MainActor
final class LeakCheckQueue {

    /// The scheduler that wakes this queue up.
    let scheduler: any LeakDetectionScheduler

    /// The detector told of each check that falls due.
    weak var detector: LeakDetector?

    init(scheduler: any LeakDetectionScheduler) {
        self.scheduler = scheduler
    }

    /// Adds a check of `object`, due `delay` from now.
    ///
    /// - Parameter isCancellable: Whether the check may be cancelled.
    /// - Returns: The token that cancels the check, if it is cancellable.
    @discardableResult
    func add(_ expectation: LeakReport.Expectation, of object: AnyObject, after delay: Duration,
             isCancellable: Bool) -> LeakCheckToken? {
        let dueTime = LeakCheckDueTime(roundingUp: scheduler.now + delay)
        var lineIndex = lines.count
        if let index = lines.firstIndex(delay: delay) {
            lineIndex = index
        } else {
            lines.append(LeakCheckLine(delay: delay))
        }
        let ordinal = lines[lineIndex].append(object, expectation, isCancellable: isCancellable, dueTime: dueTime)
        if let scheduledWakeUp, scheduledWakeUp <= dueTime.duration {
            // The wake-up already asked for comes first.
        } else {
            scheduleWakeUp(at: dueTime.duration)
        }
        guard let ordinal else {
            return nil
        }
        return LeakCheckToken(queue: self, delay: delay, ordinal: ordinal)
    }

    /// Cancels the check `token` stands for, if it has not fallen due yet.
    func cancel(_ token: LeakCheckToken) {
        guard let index = lines.firstIndex(delay: token.delay), lines[index].isPending(cancellable: token.ordinal) else {
            return
        }
        cancelledChecks.insert(CancelledCheck(delay: token.delay, ordinal: token.ordinal))
    }

    // MARK: - Private

    private struct CancelledCheck: Hashable {
        let delay: Duration
        let ordinal: UInt64
    }

    /// One per delay used, never removed: each counts its cancellable checks.
    private var lines: [LeakCheckLine] = []

    /// Cancelled checks that have not fallen due yet.
    private var cancelledChecks: Set<CancelledCheck> = []

    /// The due time of the earliest wake-up asked of the scheduler and not yet run.
    private var scheduledWakeUp: Duration?

    private func scheduleWakeUp(at dueTime: Duration) {
        scheduledWakeUp = dueTime
        // The queue stays alive while a wake-up is scheduled, even once its detector moved to
        // another scheduler: checks stay with the scheduler they were given to.
        scheduler.schedule(after: max(.zero, dueTime - scheduler.now)) { [self] in
            wakeUp(scheduledFor: dueTime)
        }
    }

    /// Runs every check due by now, earliest first, then asks for the next wake-up.
    private func wakeUp(scheduledFor dueTime: Duration) {
        if scheduledWakeUp == dueTime {
            scheduledWakeUp = nil
        }
        let now = LeakCheckDueTime(roundingDown: scheduler.now)
        while let index = lines.indexOfEarliestCheck(dueBy: now) {
            let delay = lines[index].delay
            let (check, ordinal) = lines[index].removeFirst()
            var isCancelled = false
            if let ordinal {
                isCancelled = cancelledChecks.remove(CancelledCheck(delay: delay, ordinal: ordinal)) != nil
            }
            detector?.finish(check, isCancelled: isCancelled)
        }
        if scheduledWakeUp == nil, let next = lines.earliestDueTime {
            scheduleWakeUp(at: next.duration)
        }
    }
}

/// Cancels one pending check of a ``LeakCheckQueue``: which line, and which of its cancellable
/// checks.
@MainActor
struct LeakCheckToken {

    let queue: LeakCheckQueue
    let delay: Duration
    let ordinal: UInt64

    func cancel() {
        queue.cancel(self)
    }
}

/// A time on a scheduler's clock in whole milliseconds.
struct LeakCheckDueTime: Comparable {

    let milliseconds: Int64

    init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    init(roundingUp duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let hasRest = attoseconds % 1_000_000_000_000_000 > 0
        milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + (hasRest ? 1 : 0)
    }

    init(roundingDown duration: Duration) {
        let (seconds, attoseconds) = duration.components
        milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }

    var duration: Duration {
        .milliseconds(milliseconds)
    }

    static func < (lhs: LeakCheckDueTime, rhs: LeakCheckDueTime) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}

/// One pending check: what is expected of which object, and when; 16 bytes.
@MainActor
struct PendingLeakCheck {

    /// The object checked; `nil` once deallocated.
    weak var object: AnyObject?

    /// When the check falls due, in milliseconds after the start of its chunk of the line.
    let dueOffset: UInt32

    /// What is expected of the object.
    let expectation: LeakReport.Expectation

    /// Whether a ``LeakCheckToken`` may cancel the check.
    let isCancellable: Bool

    /// The leak this check finds, if any.
    func findLeak() -> LeakReport? {
        // A leaking object is alive: its type is read then.
        guard let object else {
            return nil
        }
        if expectation == .disappearance, (object as? any ViewControllable)?.isOnScreen != true {
            return nil
        }
        return LeakReport(expectation: expectation, objectType: String(describing: type(of: object)))
    }
}

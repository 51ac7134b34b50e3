/// The leak checks waiting to fall due on one scheduler, each a small fixed record, with one
/// wake-up asked of the scheduler at a time, for the earliest.
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
    func add(_ expectation: LeakReport.Expectation, of object: AnyObject, after delay: Duration, handle: LeakDetectionHandle?) {
        let dueTime = PendingLeakCheck.DueTime(roundingUp: scheduler.now + delay)
        let check = PendingLeakCheck(dueTime: dueTime, object: object, expectation: expectation, handle: handle)
        if let index = lines.firstIndex(delay: delay) {
            lines[index].append(check)
        } else {
            lines.append(LeakCheckLine(delay: delay, first: check))
        }
        if let scheduledWakeUp, scheduledWakeUp <= dueTime.duration {
            return
        }
        scheduleWakeUp(at: dueTime.duration)
    }

    // MARK: - Private

    private var lines: [LeakCheckLine] = []

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
        let now = scheduler.now
        while let index = lines.indexOfEarliestCheck(dueBy: PendingLeakCheck.DueTime(roundingDown: now)) {
            let check = lines[index].removeFirst()
            if lines[index].isEmpty {
                lines.remove(at: index)
            }
            detector?.finish(check)
        }
        if scheduledWakeUp == nil, let next = lines.earliestDueTime {
            scheduleWakeUp(at: next.duration)
        }
    }
}

/// One pending check: what is expected of which object, and when; 24 bytes.
@MainActor
struct PendingLeakCheck {

    /// A time on a scheduler's clock in whole milliseconds, rounded up, a quarter of the size
    /// of a `Duration`: 49 days' worth.
    struct DueTime: Comparable {

        let milliseconds: UInt32

        init(roundingUp duration: Duration) {
            let (seconds, attoseconds) = duration.components
            let whole = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
            let hasRest = attoseconds % 1_000_000_000_000_000 > 0
            milliseconds = UInt32(clamping: whole + (hasRest ? 1 : 0))
        }

        init(roundingDown duration: Duration) {
            let (seconds, attoseconds) = duration.components
            milliseconds = UInt32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
        }

        var duration: Duration {
            .milliseconds(milliseconds)
        }

        static func < (lhs: DueTime, rhs: DueTime) -> Bool {
            lhs.milliseconds < rhs.milliseconds
        }
    }

    /// When the check falls due.
    let dueTime: DueTime

    /// The object checked; `nil` once deallocated.
    weak var object: AnyObject?

    /// What is expected of it.
    let expectation: LeakReport.Expectation

    /// The handle that may cancel the check; the framework's own deallocation checks have none.
    let handle: LeakDetectionHandle?

    /// The leak this check finds, if any.
    func findLeak() -> LeakReport? {
        if handle?.isCancelled == true {
            return nil
        }
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

/// The checks registered with one delay, in registration order, which is also due order.
///
/// Kept in chunks of a fixed size rather than one array: a line of a hundred thousand checks
/// never reallocates and copies itself, and memory comes back chunk by chunk as checks fall due.
@MainActor
struct LeakCheckLine {

    let delay: Duration

    init(delay: Duration, first: PendingLeakCheck) {
        self.delay = delay
        chunks = [Self.makeChunk(with: first)]
    }

    var isEmpty: Bool {
        chunks.isEmpty
    }

    /// The check that falls due first; the line must not be empty.
    var first: PendingLeakCheck {
        chunks[0][head]
    }

    mutating func append(_ check: PendingLeakCheck) {
        let last = chunks.count - 1
        if last >= 0, chunks[last].count < Self.chunkSize {
            chunks[last].append(check)
        } else {
            chunks.append(Self.makeChunk(with: check))
        }
    }

    /// Removes and returns the first check; the line must not be empty.
    mutating func removeFirst() -> PendingLeakCheck {
        let check = chunks[0][head]
        head += 1
        if head == chunks[0].count {
            chunks.removeFirst()
            head = 0
        }
        return check
    }

    // MARK: - Private

    /// Checks per chunk: 16 KB.
    private static let chunkSize = 512

    private var chunks: [ContiguousArray<PendingLeakCheck>]

    /// The index of the first check in the first chunk.
    private var head = 0

    private static func makeChunk(with check: PendingLeakCheck) -> ContiguousArray<PendingLeakCheck> {
        var chunk = ContiguousArray<PendingLeakCheck>()
        chunk.reserveCapacity(chunkSize)
        chunk.append(check)
        return chunk
    }
}

extension [LeakCheckLine] {

    /// The line of checks registered with `delay`.
    @MainActor
    func firstIndex(delay: Duration) -> Int? {
        for index in indices where self[index].delay == delay {
            return index
        }
        return nil
    }

    /// The line whose first check is the earliest due by `time`, if any.
    @MainActor
    func indexOfEarliestCheck(dueBy time: PendingLeakCheck.DueTime) -> Int? {
        var earliest: Int?
        for index in indices where self[index].first.dueTime <= time {
            if let current = earliest {
                // Ties go to the line made first.
                if self[index].first.dueTime < self[current].first.dueTime {
                    earliest = index
                }
            } else {
                earliest = index
            }
        }
        return earliest
    }

    /// When the earliest check falls due.
    @MainActor
    var earliestDueTime: PendingLeakCheck.DueTime? {
        var earliest: PendingLeakCheck.DueTime?
        for line in self {
            if let current = earliest, current <= line.first.dueTime {
                continue
            }
            earliest = line.first.dueTime
        }
        return earliest
    }
}

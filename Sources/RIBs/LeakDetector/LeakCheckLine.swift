/// The checks registered with one delay, in registration order, which is also due order.
///
/// Kept in chunks of a fixed size rather than one array: a line of a hundred thousand checks
/// never reallocates and copies itself, and memory comes back chunk by chunk as checks fall due.
/// Each chunk has a start time and its checks keep 32-bit offsets from it, so a process may run
/// for years. Cancellable checks are numbered in order, so that a token names one by its line
/// and number.
@MainActor
struct LeakCheckLine {

    let delay: Duration

    init(delay: Duration) {
        self.delay = delay
    }

    /// When the first check falls due, if there is one.
    var firstDueTime: LeakCheckDueTime? {
        guard let chunk = chunks.first else {
            return nil
        }
        return LeakCheckDueTime(milliseconds: chunk.start + Int64(chunk.checks[head].dueOffset))
    }

    /// Adds a check of `object` due at `dueTime`, after the others; due times must not
    /// decrease from one check to the next (a later one is kept at the last one's time).
    ///
    /// - Returns: The check's number among the cancellable ones, if it is cancellable.
    mutating func append(_ object: AnyObject, _ expectation: LeakReport.Expectation, isCancellable: Bool,
                         dueTime: LeakCheckDueTime) -> UInt64? {
        let last = chunks.count - 1
        if last >= 0, chunks[last].checks.count < Self.chunkSize,
           dueTime.milliseconds - chunks[last].start <= Int64(UInt32.max) {
            let offset = UInt32(clamping: dueTime.milliseconds - chunks[last].start)
            chunks[last].checks.append(PendingLeakCheck(object: object, dueOffset: offset, expectation: expectation,
                                                        isCancellable: isCancellable))
        } else {
            var checks = ContiguousArray<PendingLeakCheck>()
            checks.reserveCapacity(Self.chunkSize)
            checks.append(PendingLeakCheck(object: object, dueOffset: 0, expectation: expectation, isCancellable: isCancellable))
            chunks.append(Chunk(start: dueTime.milliseconds, checks: checks))
        }
        guard isCancellable else {
            return nil
        }
        defer {
            cancellableAddedCount += 1
        }
        return cancellableAddedCount
    }

    /// Removes and returns the first check, with its number if it is cancellable; the line
    /// must not be empty.
    mutating func removeFirst() -> (check: PendingLeakCheck, ordinal: UInt64?) {
        let check = chunks[0].checks[head]
        head += 1
        if head == chunks[0].checks.count {
            chunks.removeFirst()
            head = 0
        }
        guard check.isCancellable else {
            return (check, nil)
        }
        defer {
            cancellableRemovedCount += 1
        }
        return (check, cancellableRemovedCount)
    }

    /// Whether the cancellable check numbered `ordinal` is still waiting in this line.
    func isPending(cancellable ordinal: UInt64) -> Bool {
        ordinal >= cancellableRemovedCount && ordinal < cancellableAddedCount
    }

    // MARK: - Private

    /// Checks per chunk: 8 KB.
    private static let chunkSize = 512

    /// Checks registered together, with the time their offsets count from.
    private struct Chunk {
        let start: Int64
        var checks: ContiguousArray<PendingLeakCheck>
    }

    private var chunks: [Chunk] = []

    /// The index of the first check in the first chunk.
    private var head = 0

    private var cancellableAddedCount: UInt64 = 0
    private var cancellableRemovedCount: UInt64 = 0
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

    /// The line whose first check is the earliest due by `time`, if any; ties go to the line
    /// made first.
    @MainActor
    func indexOfEarliestCheck(dueBy time: LeakCheckDueTime) -> Int? {
        var earliest: (index: Int, dueTime: LeakCheckDueTime)?
        for index in indices {
            guard let dueTime = self[index].firstDueTime, dueTime <= time else {
                continue
            }
            if let current = earliest, current.dueTime <= dueTime {
                continue
            }
            earliest = (index, dueTime)
        }
        return earliest?.index
    }

    /// When the earliest check falls due.
    @MainActor
    var earliestDueTime: LeakCheckDueTime? {
        var earliest: LeakCheckDueTime?
        for line in self {
            guard let dueTime = line.firstDueTime else {
                continue
            }
            if let current = earliest, current <= dueTime {
                continue
            }
            earliest = dueTime
        }
        return earliest
    }
}

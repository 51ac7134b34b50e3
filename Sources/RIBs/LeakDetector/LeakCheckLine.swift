/// The checks registered with one delay, in registration order, which is also due order.
///
/// Kept in chunks of a fixed size rather than one array: a line of a hundred thousand checks
/// never reallocates and copies itself, and memory comes back chunk by chunk as checks fall due.
/// Cancellable checks are numbered in order, so that a token names one by its line and number.
@MainActor
struct LeakCheckLine {

    let delay: Duration

    init(delay: Duration) {
        self.delay = delay
    }

    /// The check that falls due first, if any.
    var first: PendingLeakCheck? {
        chunks.first?[head]
    }

    /// Adds `check` after the others.
    ///
    /// - Returns: The check's number among the cancellable ones, if it is cancellable.
    mutating func append(_ check: PendingLeakCheck) -> UInt64? {
        let last = chunks.count - 1
        if last >= 0, chunks[last].count < Self.chunkSize {
            chunks[last].append(check)
        } else {
            var chunk = ContiguousArray<PendingLeakCheck>()
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(check)
            chunks.append(chunk)
        }
        guard check.isCancellable else {
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
        let check = chunks[0][head]
        head += 1
        if head == chunks[0].count {
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

    private var chunks: [ContiguousArray<PendingLeakCheck>] = []

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
    func indexOfEarliestCheck(dueBy time: PendingLeakCheck.DueTime) -> Int? {
        var earliest: (index: Int, dueTime: PendingLeakCheck.DueTime)?
        for index in indices {
            guard let first = self[index].first, first.dueTime <= time else {
                continue
            }
            if let current = earliest, current.dueTime <= first.dueTime {
                continue
            }
            earliest = (index, first.dueTime)
        }
        return earliest?.index
    }

    /// When the earliest check falls due.
    @MainActor
    var earliestDueTime: PendingLeakCheck.DueTime? {
        var earliest: PendingLeakCheck.DueTime?
        for line in self {
            guard let first = line.first else {
                continue
            }
            if let current = earliest, current <= first.dueTime {
                continue
            }
            earliest = first.dueTime
        }
        return earliest
    }
}

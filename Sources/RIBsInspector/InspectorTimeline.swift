/// The most recent events an inspector saw, oldest first, at most ``capacity`` of them.
///
/// Appending to a full timeline drops its oldest event, so memory stays bounded however long
/// the app runs; ``droppedCount`` says how many went.
public struct InspectorTimeline: Sendable, Equatable {

    /// The most events kept; at least 1.
    public let capacity: Int

    /// How many events were dropped to keep within ``capacity``.
    public private(set) var droppedCount = 0

    /// The tree as it was before the oldest event kept; `nil` when the timeline was started
    /// without one. Each event the timeline drops is applied to it.
    public private(set) var origin: TreeOutline?

    /// Creates an empty timeline.
    ///
    /// - Parameters:
    ///   - capacity: The most events kept; values below 1 keep 1.
    ///   - origin: The tree before the first event, from which ``history`` is worked out.
    public init(capacity: Int, origin: TreeOutline? = nil) {
        self.origin = origin
        // Storage grows with the events, not to the capacity at once: a server keeps one
        // timeline per session, and most sessions see a few dozen events.
        self.capacity = max(1, capacity)
    }

    /// The events kept, oldest first.
    public var events: [TimelineEvent] {
        Array(storage[oldestIndex...] + storage[..<oldestIndex])
    }

    /// Adds `event` as the newest, dropping the oldest when full.
    ///
    /// - Parameter event: The event to add.
    public mutating func append(_ event: TimelineEvent) {
        guard storage.count == capacity else {
            storage.append(event)
            return
        }
        origin?.apply(storage[oldestIndex])
        storage[oldestIndex] = event
        oldestIndex = (oldestIndex + 1) % capacity
        droppedCount += 1
    }

    /// The tree after each event kept, oldest first: the tree as the inspector saw it then,
    /// worked out from ``origin``; empty without an origin.
    public var history: [TreeOutline] {
        guard var outline = origin else {
            return []
        }
        return events.map { event in
            outline.apply(event)
            return outline
        }
    }

    // MARK: - Private

    /// A ring: once full, the slot of the oldest event takes the next one.
    private var storage: [TimelineEvent] = []
    private var oldestIndex = 0
}

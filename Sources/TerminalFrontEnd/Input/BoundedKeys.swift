/// Keys in the order they came, in bounded memory: past a number of first keys, only the
/// newest are kept and the keys between dropped, as no screen takes more than a name's
/// worth of keys at once. Ctrl-C is kept whatever comes: pushed out of the newest keys, it goes
/// to the end, where it still quits.
///
/// The first keys keep the start of a paste, which a field needs (a name of 20 columns whose
/// characters carry many combining accents takes hundreds); the newest keep what was typed after
/// a flood (Escape, `q`), so that it is answered once the flood is read.
struct BoundedKeys: Sendable {

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - headCapacity: How many of the first keys are kept.
    ///   - tailCapacity: How many of the newest keys after those are kept; at least 1.
    init(headCapacity: Int, tailCapacity: Int) {
        self.headCapacity = max(headCapacity, 0)
        self.tailCapacity = max(tailCapacity, 1)
    }

    /// A list that keeps every key.
    static var unbounded: BoundedKeys {
        BoundedKeys(headCapacity: .max, tailCapacity: 1)
    }

    /// The most keys kept after the first ones: more keys only replace the oldest of these.
    let tailCapacity: Int

    /// Whether no key is kept.
    var isEmpty: Bool {
        head.isEmpty && tail.isEmpty
    }

    /// Whether any key that comes now lands among the newest.
    var isPastTheFirstKeys: Bool {
        head.count == headCapacity
    }

    /// Adds `key` after the others.
    mutating func append(_ key: Key) {
        if head.count < headCapacity {
            head.append(key)
        } else if tail.count < tailCapacity {
            tail.append(key)
        } else {
            hasDroppedAnInterrupt = hasDroppedAnInterrupt || tail[tailStart] == .interrupt
            tail[tailStart] = key
            tailStart = (tailStart + 1) % tailCapacity
        }
    }

    /// Adds `keys` after the others, in order.
    mutating func append(contentsOf keys: some Collection<Key>) {
        var rest = keys[...]
        while !rest.isEmpty, !isPastTheFirstKeys, let key = rest.popFirst() {
            append(key)
        }
        // Past the first keys, all but the newest would only push each other out.
        let skipped = rest.dropLast(tailCapacity)
        hasDroppedAnInterrupt = hasDroppedAnInterrupt || skipped.contains(.interrupt)
        for key in rest[skipped.endIndex...] {
            append(key)
        }
    }

    /// Takes every key kept, in order, and leaves the list empty.
    mutating func removeAll() -> [Key] {
        defer { self = BoundedKeys(headCapacity: headCapacity, tailCapacity: tailCapacity) }
        return head + tail[tailStart...] + tail[..<tailStart] + (hasDroppedAnInterrupt ? [.interrupt] : [])
    }

    // MARK: - Private

    /// How many of the first keys are kept.
    private let headCapacity: Int
    /// The first keys.
    private var head: [Key] = []
    /// The newest keys after ``head``: once full, a ring whose oldest key is at ``tailStart``.
    private var tail: [Key] = []
    private var tailStart = 0
    /// Whether a Ctrl-C was pushed out of ``tail``.
    private var hasDroppedAnInterrupt = false
}

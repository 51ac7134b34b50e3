/// The children of a router, in attach order, with membership, attach and detach in constant
/// time (amortized) whatever order the children leave in.
///
/// A detached child leaves a hole in its slot rather than shifting the ones after it; holes at
/// the end are dropped at once, and the slots are compacted once holes outnumber children. The
/// array handed out as ``Router/children`` is built on first read and kept until a detach. A
/// router with a few children (most have one or two) finds them by a scan of its slots; past
/// ``linearSearchLimit`` slots, an index maps each child to its slot.
@MainActor
struct ChildRouters {

    /// The children, in attach order.
    var array: [any Routing] {
        mutating get {
            if let cachedArray {
                return cachedArray
            }
            var array: [any Routing] = []
            array.reserveCapacity(liveCount)
            for case let child? in slots {
                array.append(child)
            }
            cachedArray = array
            return array
        }
    }

    /// The children in attach order, with `nil` where a child was detached: walk it with
    /// `for case let child? in slots` to visit the children without building ``array``.
    private(set) var slots: [(any Routing)?] = []

    /// Adds `child` after the others.
    ///
    /// - Returns: `false`, changing nothing, if `child` is already one of the children.
    mutating func append(_ child: any Routing) -> Bool {
        guard slot(of: child) == nil else {
            return false
        }
        slots.append(child)
        slotIndices?[ObjectIdentifier(child)] = slots.count - 1
        liveCount += 1
        cachedArray?.append(child)
        if slotIndices == nil, slots.count > Self.linearSearchLimit {
            buildIndex()
        }
        return true
    }

    /// Removes `child`.
    ///
    /// - Returns: `false` if `child` is not one of the children.
    mutating func remove(_ child: any Routing) -> Bool {
        guard let index = slot(of: child) else {
            return false
        }
        slotIndices?[ObjectIdentifier(child)] = nil
        // Not shortened in place: whoever read the array may still hold it.
        cachedArray = nil
        slots[index] = nil
        liveCount -= 1
        while case .some(.none) = slots.last {
            slots.removeLast()
        }
        if slots.count - liveCount > max(Self.linearSearchLimit, liveCount) {
            compact()
        }
        return true
    }

    // MARK: - Private

    /// Up to this many slots, a scan finds a child faster than hashing it.
    private static let linearSearchLimit = 16

    /// The slot of each child, once there are more than ``linearSearchLimit`` slots.
    private var slotIndices: [ObjectIdentifier: Int]?

    /// How many slots hold a child.
    private var liveCount = 0

    /// ``array`` as last built, or `nil` after a detach.
    private var cachedArray: [any Routing]? = []

    private func slot(of child: any Routing) -> Int? {
        if let slotIndices {
            return slotIndices[ObjectIdentifier(child)]
        }
        // From the end: children usually leave newest first.
        var index = slots.endIndex
        while index > slots.startIndex {
            index -= 1
            if slots[index] === child {
                return index
            }
        }
        return nil
    }

    private mutating func buildIndex() {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(slots.count)
        for (index, slot) in slots.enumerated() {
            if let child = slot {
                indices[ObjectIdentifier(child)] = index
            }
        }
        slotIndices = indices
    }

    /// Moves the children to the front, in order, and drops the holes.
    private mutating func compact() {
        var liveIndex = 0
        for index in slots.indices {
            guard let child = slots[index] else {
                continue
            }
            slots[liveIndex] = child
            slotIndices?[ObjectIdentifier(child)] = liveIndex
            liveIndex += 1
        }
        slots.removeLast(slots.count - liveIndex)
    }
}

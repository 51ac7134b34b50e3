/// The children of a router, in attach order, with membership, attach and detach in constant
/// time (amortized) whatever order the children leave in.
///
/// A detached child leaves a hole in its slot rather than shifting the ones after it; holes at
/// the end are dropped at once, and the slots are compacted once holes outnumber children. The
/// array handed out as ``Router/children`` is built on first read and kept until a detach.
@MainActor
struct ChildRouters {

    /// The children, in attach order.
    var array: [any Routing] {
        mutating get {
            if let cachedArray {
                return cachedArray
            }
            var array: [any Routing] = []
            array.reserveCapacity(slotIndices.count)
            for case let child? in slots {
                array.append(child)
            }
            cachedArray = array
            return array
        }
    }

    /// Adds `child` after the others.
    ///
    /// - Returns: `false`, changing nothing, if `child` is already one of the children.
    mutating func append(_ child: any Routing) -> Bool {
        let identifier = ObjectIdentifier(child)
        if let existingIndex = slotIndices.updateValue(slots.count, forKey: identifier) {
            slotIndices[identifier] = existingIndex
            return false
        }
        slots.append(child)
        cachedArray?.append(child)
        return true
    }

    /// Removes `child`.
    ///
    /// - Returns: `false` if `child` is not one of the children.
    mutating func remove(_ child: any Routing) -> Bool {
        guard let index = slotIndices.removeValue(forKey: ObjectIdentifier(child)) else {
            return false
        }
        // Not shortened in place: whoever read the array may still hold it.
        cachedArray = nil
        slots[index] = nil
        holeCount += 1
        while case .some(.none) = slots.last {
            slots.removeLast()
            holeCount -= 1
        }
        if holeCount > Self.holesKeptAnyway, holeCount > slotIndices.count {
            compact()
        }
        return true
    }

    /// The children in attach order, with `nil` where a child was detached: walk it with
    /// `for case let child? in slots` to visit the children without building ``array``.
    private(set) var slots: [(any Routing)?] = []

    // MARK: - Private

    /// Compacting a handful of slots would cost more than skipping them.
    private static let holesKeptAnyway = 16

    /// The slot of each child.
    private var slotIndices: [ObjectIdentifier: Int] = [:]

    /// How many slots are `nil`.
    private var holeCount = 0

    /// ``array`` as last built, or `nil` after a detach.
    private var cachedArray: [any Routing]? = []

    /// Moves the children to the front, in order, and drops the holes.
    private mutating func compact() {
        var liveCount = 0
        for index in slots.indices {
            guard let child = slots[index] else {
                continue
            }
            slots[liveCount] = child
            slotIndices[ObjectIdentifier(child)] = liveCount
            liveCount += 1
        }
        slots.removeLast(slots.count - liveCount)
        holeCount = 0
    }
}

/// An object told, synchronously, each time an ``Interactor`` activates or deactivates.
///
/// Routers follow their interactor this way rather than through `isActiveStream`: a
/// subscription costs a dozen allocations per RIB, an observer none beyond its slot. The
/// interactor holds its observers `unowned(unsafe)`; an observer must remove itself before it
/// goes away.
@MainActor
protocol InteractorActivenessObserver: AnyObject {

    /// Called after the interactor's ``Interactor/isActive`` changed to `isActive`.
    func interactorActivenessDidChange(isActive: Bool)
}

/// An observer slot that neither retains its observer nor touches its reference counts.
struct UnownedActivenessObserver {

    /// Tells the observer apart without touching it, so that a removed observer is never
    /// dereferenced.
    let identifier: ObjectIdentifier

    /// `unowned(unsafe)`: every observer removes itself before its memory can go (a router
    /// first thing in its isolated deinit, a tree's watch when stopped or deinitialised), and
    /// an object whose isolated deinit is waiting for the main actor keeps its memory until
    /// that deinit runs. Safe `unowned` cost about 500 instructions per RIB here: a router has a
    /// side table (its interactor's `weak var router`), so every copy of a slot took the slow
    /// path of the unowned count. `RouterTests` and `RIBEventsTests` check that no slot
    /// outlives its observer.
    unowned(unsafe) let observer: any InteractorActivenessObserver

    init(_ observer: any InteractorActivenessObserver) {
        identifier = ObjectIdentifier(observer)
        self.observer = observer
    }
}

/// An interactor's observers, in the order they were added. The first sits in a slot of its
/// own: almost every interactor has exactly one observer, its router, and then no array is
/// allocated.
///
/// Searched with loops, not `contains(where:)` or `removeAll(where:)`: a closure made in
/// main-actor code checks the executor on every call.
@MainActor
struct ActivenessObservers {

    /// The observer added first, unless it was removed.
    private(set) var first: UnownedActivenessObserver?

    /// The observers added after ``first``, in order.
    private(set) var others: [UnownedActivenessObserver] = []

    /// Adds `observer` after the others, or before them if `first` is `true`.
    mutating func add(_ observer: any InteractorActivenessObserver, first isFirst: Bool) {
        let slot = UnownedActivenessObserver(observer)
        if isFirst {
            if let current = first {
                others.insert(current, at: 0)
            }
            first = slot
        } else if first == nil, others.isEmpty {
            first = slot
        } else {
            others.append(slot)
        }
    }

    /// Removes the observer `identifier` stands for.
    mutating func remove(_ identifier: ObjectIdentifier) {
        if first?.identifier == identifier {
            first = nil
        }
        var index = others.endIndex
        while index > others.startIndex {
            index -= 1
            if others[index].identifier == identifier {
                others.remove(at: index)
            }
        }
    }

    /// How many observers are here.
    var count: Int {
        (first == nil ? 0 : 1) + others.count
    }

    /// Whether the observer `identifier` stands for is here.
    func contains(_ identifier: ObjectIdentifier) -> Bool {
        if first?.identifier == identifier {
            return true
        }
        for slot in others where slot.identifier == identifier {
            return true
        }
        return false
    }
}

import RIBs

/// The orders in which a wide tree's children are detached, by the benchmarks and RIBsMeasure.
public enum WideDetachOrder: String, CaseIterable, Sendable {

    /// As screens come and go: the last attached leaves first.
    case newestFirst = "newest first"

    /// The first attached leaves first.
    case oldestFirst = "oldest first"

    /// A shuffled order, the same on every run.
    case random = "in random order"

    /// `for child in router.children { router.detachChild(child) }`: oldest first, through
    /// the router's own `children`.
    case loopOverChildren = "each in a loop over children"

    /// Detaches every child of `router`; `children` are its children in attach order.
    @MainActor
    public func detachAll(_ children: [any Routing], from router: any Routing) {
        switch self {
        case .newestFirst:
            for child in children.reversed() {
                router.detachChild(child)
            }
        case .oldestFirst:
            for child in children {
                router.detachChild(child)
            }
        case .random:
            var generator = SeededGenerator(seed: UInt64(children.count))
            for child in children.shuffled(using: &generator) {
                router.detachChild(child)
            }
        case .loopOverChildren:
            for child in router.children {
                router.detachChild(child)
            }
        }
    }
}

/// SplitMix64: a seeded generator, so that the random order repeats from run to run.
struct SeededGenerator: RandomNumberGenerator {

    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@preconcurrency import Benchmark
import RIBs

/// Attaching then detaching trees of 100, 1,000 and 10,000 viewless RIBs; the time per RIB
/// should not grow with the tree: t(10,000) / t(1,000) at most 11.
///
/// Two shapes: wide (every RIB a child of one parent, the worst case for per-parent
/// bookkeeping), detached newest first, oldest first, in random order and in a loop over
/// `children`; and balanced (ten children per RIB, the worst case for subtree walks on
/// activation changes). The root is a launched (active, loaded) RIB that stays.
func registerTreeScalingBenchmarks() {
    for size in [100, 1_000, 10_000] {
        // Figures are per tree; the README divides by the size. (Scaling factors come in powers
        // of 1,000 only.)
        let configuration = Benchmark.Configuration(timeUnits: .microseconds, maxIterations: 200)

        // Children attached one by one, then detached in each order an app may use.
        for order in WideDetachOrder.allCases {
            mainActorBenchmark("Tree of \(size) RIBs, wide: attach each, detach \(order.rawValue)", configuration: configuration) { benchmark in
                let root = TreeRoot()
                benchmark.startMeasurement()
                var children: [any TreeNodeRouting] = []
                children.reserveCapacity(size)
                for _ in 0 ..< size {
                    children.append(root.router.attachNewChild())
                }
                order.detachAll(children, from: root.router)
                children.removeAll()
                benchmark.stopMeasurement()
                precondition(root.router.children.isEmpty)
            }
        }

        // Built top-down, each RIB attached to a parent already in the tree, as an app grows;
        // then the whole subtree detached at its top in one call and deallocated.
        mainActorBenchmark("Tree of \(size) RIBs, balanced: attach top-down, detach at the top", configuration: configuration) { benchmark in
            let root = TreeRoot()
            benchmark.startMeasurement()
            do {
                let top = root.router.attachNewChild()
                var queue: [any TreeNodeRouting] = [top]
                queue.reserveCapacity(size)
                var next = 0
                while queue.count < size {
                    let parent = queue[next]
                    next += 1
                    for _ in 0 ..< min(10, size - queue.count) {
                        queue.append(parent.attachNewChild())
                    }
                }
                queue.removeAll()
                root.router.detachChild(top)
            }
            benchmark.stopMeasurement()
            precondition(root.router.children.isEmpty)
        }
    }
}

/// The orders in which the wide benchmark detaches its children.
enum WideDetachOrder: String, CaseIterable {

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
    func detachAll(_ children: [any TreeNodeRouting], from router: TreeNodeRouter) {
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

/// The launched root above the benchmark trees.
@MainActor
final class TreeRoot {

    let router: TreeNodeRouter

    init() {
        let component = TreeRootComponent()
        router = TreeNodeRouter(interactor: TreeNodeInteractor(), builder: TreeNodeBuilder(dependency: component))
        router.interactable.activate()
        router.load()
    }
}

/// The scope above the root: provides nothing.
final class TreeRootComponent: Component<any EmptyDependency>, TreeNodeDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}

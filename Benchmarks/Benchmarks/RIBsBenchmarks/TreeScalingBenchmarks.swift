@preconcurrency import Benchmark
import BenchmarkWorkloads
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
        // Figures are per tree; docs/performance.md divides by the size. (Scaling factors come in powers
        // of 1,000 only.)
        let configuration = Benchmark.Configuration(timeUnits: .microseconds, maxIterations: 200)

        // Children attached one by one, then detached in each order an app may use.
        for order in WideDetachOrder.allCases {
            mainActorBenchmark("Tree of \(size) RIBs, wide: attach each, detach \(order.rawValue)", configuration: configuration) { benchmark in
                let root = TreeRoot()
                benchmark.startMeasurement()
                var children: [any Routing] = []
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

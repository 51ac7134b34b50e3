import BenchmarkWorkloads
import RIBs

/// A wide tree's life: `count` Viewless RIBs built and attached to one launched parent, detached
/// in `order`, and freed (checked on the first and the last).
@MainActor
func liveWideTree(of count: Int, detaching order: WideDetachOrder) {
    let parent = LaunchedParent()
    let builder = ViewlessBuilder(dependency: parent.component)
    var children: [any Routing] = []
    children.reserveCapacity(count)
    for _ in 0 ..< count {
        let child = builder.build(withListener: parent.interactor)
        parent.router.attachChild(child)
        children.append(child)
    }
    weak let first = children.first
    weak let last = children.last
    order.detachAll(children, from: parent.router)
    children.removeAll()
    precondition(parent.router.children.isEmpty, "a child is still attached")
    precondition(first == nil && last == nil, "a detached RIB was not freed")
}

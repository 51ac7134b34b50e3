/// A router that carries the span of its RIB's active life while a tracer traces its tree.
@MainActor
protocol RIBLifeTracing: AnyObject {

    /// The span of the RIB's active life; `nil` when its tree is not traced or it is detached.
    var lifeSpan: RIBLifeSpan? { get set }
}

extension RIBLifeSpan {

    /// Starts the spans of `child`, attached under `tag` to the RIB of this span, and of the
    /// subtree it brings along (a subtree detached earlier and attached again).
    func startLives(inSubtreeOf child: any Routing, tag: String?) {
        guard let tracing = child as? any RIBLifeTracing else {
            return
        }
        let childSpan = startChild(for: child, tag: tag)
        tracing.lifeSpan = childSpan
        for grandchild in child.children {
            childSpan.startLives(inSubtreeOf: grandchild, tag: (grandchild as? any SavedStateCarrying)?.stateTag)
        }
    }

    /// Ends the spans of `router` and of its subtree, which was detached with it.
    static func endLives(inSubtreeOf router: any Routing) {
        guard let tracing = router as? any RIBLifeTracing, tracing.lifeSpan != nil else {
            return
        }
        for child in router.children {
            endLives(inSubtreeOf: child)
        }
        // Its span ends as it is let go.
        tracing.lifeSpan = nil
    }
}

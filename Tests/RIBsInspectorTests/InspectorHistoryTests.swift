import RIBs
import RIBsInspector
import Testing

/// The inspector's history: the tree as it was after each event it keeps, worked out from the
/// tree before the oldest one, also once older events are dropped.
@MainActor
struct InspectorHistoryTests {

    private final class ParentRouter: Router<Interactor> {}
    private final class ChildRouter: Router<Interactor> {}

    @Test func eachEventHasTheTreeAsItWasRightAfterIt() {
        let root = ParentRouter(interactor: Interactor())
        let inspector = RIBInspector(following: root, clock: InspectorClock { .zero })
        root.interactor.activate()
        root.load()
        let child = ChildRouter(interactor: Interactor())
        root.attachChild(child)
        root.detachChild(child)

        let parent = { (children: [TreeOutline]) in TreeOutline(name: "ParentRouter", isActive: true, children: children) }
        #expect(inspector.timeline.history == [
            parent([]),                                                        // activated ParentRouter
            parent([]),                                                        // loaded ParentRouter
            parent([TreeOutline(name: "ChildRouter", isActive: false)]),       // attached
            parent([TreeOutline(name: "ChildRouter", isActive: true)]),        // activated
            parent([TreeOutline(name: "ChildRouter", isActive: true)]),        // loaded
            parent([TreeOutline(name: "ChildRouter", isActive: false)]),       // deactivated
            parent([]),                                                        // detached
        ])
        #expect(inspector.snapshot.history == inspector.timeline.history)
        #expect(inspector.timeline.history.last == TreeOutline(inspector.tree))
    }

    @Test func droppedEventsMoveTheOriginOnSoTheHistoryStaysTrue() {
        let root = ParentRouter(interactor: Interactor())
        let inspector = RIBInspector(following: root, capacity: 3, clock: InspectorClock { .zero })
        root.interactor.activate()
        root.load()
        for _ in 0..<3 {
            let child = ChildRouter(interactor: Interactor())
            root.attachChild(child)
            root.detachChild(child)
        }
        root.attachChild(ChildRouter(interactor: Interactor()))

        #expect(inspector.timeline.droppedCount > 0)
        #expect(inspector.timeline.history.count == 3)
        #expect(inspector.timeline.history.last == TreeOutline(inspector.tree))
        // The three kept: the last child attached, activated, loaded; before them, no child.
        #expect(inspector.timeline.origin == TreeOutline(name: "ParentRouter", isActive: true))
        #expect(inspector.timeline.history.first == TreeOutline(name: "ParentRouter", isActive: true,
                                                                children: [TreeOutline(name: "ChildRouter", isActive: false)]))
    }

    @Test func anEventForARouterTheOutlineLacksChangesNothing() {
        let outline = TreeOutline(name: "RootRouter", isActive: true)
        let stray = TimelineEvent(sequence: 1, elapsedMicroseconds: 0, kind: .detached, router: "GhostRouter", parent: "NowhereRouter")
        #expect(outline.applying(stray) == outline)
    }
}

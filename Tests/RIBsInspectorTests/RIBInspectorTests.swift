import RIBs
import RIBsInspector
import Testing

@MainActor
struct RIBInspectorTests {

    @Test func theTimelineRecordsALaunchAndAnAttachInOrderWithTimes() {
        let clock = ManualClock()
        let root = NamedRouter.root()
        let inspector = RIBInspector(following: root, clock: clock.inspectorClock)

        clock.advance(byMicroseconds: 100)
        root.interactable.activate()
        root.load()
        clock.advance(byMicroseconds: 2_500)
        root.attachChild(NamedRouter.child())

        #expect(inspector.timeline.events == [
            TimelineEvent(sequence: 1, elapsedMicroseconds: 100, kind: .activated, router: "NamedRouter"),
            TimelineEvent(sequence: 2, elapsedMicroseconds: 100, kind: .loaded, router: "NamedRouter"),
            TimelineEvent(sequence: 3, elapsedMicroseconds: 2_600, kind: .attached, router: "ChildRouter", parent: "NamedRouter"),
            TimelineEvent(sequence: 4, elapsedMicroseconds: 2_600, kind: .activated, router: "ChildRouter"),
            TimelineEvent(sequence: 5, elapsedMicroseconds: 2_600, kind: .loaded, router: "ChildRouter"),
        ])
    }

    @Test func theTimelineRecordsADetach() {
        let root = NamedRouter.launched()
        let child = NamedRouter.child()
        root.attachChild(child)
        let inspector = RIBInspector(following: root, clock: ManualClock().inspectorClock)

        root.detachChild(child)

        #expect(inspector.timeline.events.map { "\($0.kind) \($0.router)" } == ["deactivated ChildRouter", "detached ChildRouter"])
        #expect(inspector.timeline.events.last?.parent == "NamedRouter")
    }

    @Test func theTreeShowsNamesActivenessAndNesting() {
        let root = NamedRouter.launched()
        let child = NamedRouter.child()
        root.attachChild(child)
        let inspector = RIBInspector(following: root)

        child.interactable.deactivate()

        #expect(inspector.tree == InspectorTreeNode(name: "NamedRouter", isActive: true, interactor: "Interactor", children: [
            InspectorTreeNode(name: "ChildRouter", isActive: false, interactor: "Interactor"),
        ]))
    }

    @Test func eachRIBNamesItsInteractorAndItsViewControllerOrIsViewless() throws {
        let root = NamedRouter.launched()
        root.attachChild(ScreenRouter(interactor: ScreenInteractor(), viewController: ScreenViewController()))
        let inspector = RIBInspector(following: root)

        let tree = inspector.tree
        let screen = try #require(tree.children.first)

        #expect(tree.isViewless)
        #expect(tree.viewController == nil)
        #expect(screen.interactor == "ScreenInteractor")
        #expect(screen.viewController == "ScreenViewController")
        #expect(!screen.isViewless)
        // A node made from a RIBs tree snapshot knows neither: it is not called viewless.
        #expect(!InspectorTreeNode(root.treeSnapshot()).isViewless)
    }

    @Test func eachUpdateCarriesItsEventAndTheTreeRightAfterIt() {
        let root = NamedRouter.launched()
        let inspector = RIBInspector(following: root, clock: ManualClock().inspectorClock)
        var updates: [InspectorUpdate] = []
        let subscription = inspector.updates.sink { updates.append($0) }

        root.attachChild(NamedRouter.child())

        #expect(updates.map(\.event) == inspector.timeline.events)
        #expect(updates.map { $0.tree.children.map(\.isActive) } == [[false], [true], [true]])
        subscription.cancel()
    }

    @Test func theTimelineKeepsTheMostRecentEventsUpToItsCapacity() {
        let root = NamedRouter.launched()
        let inspector = RIBInspector(following: root, capacity: 4, clock: ManualClock().inspectorClock)
        let child = NamedRouter.child()

        root.attachChild(child)
        root.detachChild(child)
        root.attachChild(child)

        // Seven events: a router loads once, so the second attach has no `loaded`.
        #expect(inspector.capacity == 4)
        #expect(inspector.timeline.droppedCount == 3)
        #expect(inspector.timeline.events.map(\.sequence) == [4, 5, 6, 7])
        #expect(inspector.timeline.events.map(\.kind) == [.deactivated, .detached, .attached, .activated])
        #expect(inspector.snapshot.droppedEvents == 3)
    }

    @Test func twoInspectorsOfTwoTreesSeeOnlyTheirOwnTree() {
        let first = NamedRouter.launched()
        let second = NamedRouter.launched()
        let firstInspector = RIBInspector(following: first, clock: ManualClock().inspectorClock)
        let secondInspector = RIBInspector(following: second, clock: ManualClock().inspectorClock)

        first.attachChild(NamedRouter.child())
        let secondChild = NamedRouter.child()
        second.attachChild(secondChild)
        second.detachChild(secondChild)

        #expect(firstInspector.timeline.events.map(\.kind) == [.attached, .activated, .loaded])
        #expect(secondInspector.timeline.events.map(\.kind) == [.attached, .activated, .loaded, .deactivated, .detached])
        #expect(firstInspector.tree.children.count == 1)
        #expect(secondInspector.tree.children.isEmpty)
    }

    @Test func manyTreesEachWithAnInspectorStaySeparate() {
        let roots = (0..<1_000).map { _ in NamedRouter.launched() }
        let inspectors = roots.map { RIBInspector(following: $0, clock: ManualClock().inspectorClock) }

        for (index, root) in roots.enumerated() where index.isMultiple(of: 2) {
            root.attachChild(NamedRouter.child())
        }

        for (index, inspector) in inspectors.enumerated() {
            #expect(inspector.timeline.events.count == (index.isMultiple(of: 2) ? 3 : 0))
        }
    }

    @Test func aCapacityBelowOneKeepsOneEvent() {
        let root = NamedRouter.launched()
        let inspector = RIBInspector(following: root, capacity: 0, clock: ManualClock().inspectorClock)

        root.attachChild(NamedRouter.child())

        #expect(inspector.capacity == 1)
        #expect(inspector.timeline.events.map(\.kind) == [.loaded])
    }

    @Test func aReleasedInspectorGoesAndANewOneFollowsAfresh() {
        let root = NamedRouter.launched()
        weak var releasedInspector: RIBInspector?
        do {
            let inspector = RIBInspector(following: root)
            releasedInspector = inspector
        }
        let laterInspector = RIBInspector(following: root, clock: ManualClock().inspectorClock)

        root.attachChild(NamedRouter.child())

        #expect(releasedInspector == nil)
        #expect(laterInspector.timeline.events.count == 3)
    }
}

/// A clock the test moves by hand.
@MainActor
final class ManualClock {

    private var elapsed = Duration.zero

    var inspectorClock: InspectorClock {
        InspectorClock { [self] in elapsed }
    }

    func advance(byMicroseconds microseconds: Int64) {
        elapsed += .microseconds(microseconds)
    }
}

/// A router named by its type, with a plain interactor.
@MainActor
class NamedRouter: Router<any Interactable> {

    static func root() -> NamedRouter {
        NamedRouter(interactor: Interactor())
    }

    static func launched() -> NamedRouter {
        let router = root()
        router.interactable.activate()
        router.load()
        return router
    }

    static func child() -> ChildRouter {
        ChildRouter(interactor: Interactor())
    }
}

/// A second router type, so that names tell parent and child apart.
@MainActor
final class ChildRouter: NamedRouter {}

/// A RIB with a view, for the inspector's view controller names.
final class ScreenInteractor: Interactor {}
final class ScreenViewController: ViewControllable {}
final class ScreenRouter: ViewableRouter<ScreenInteractor, ScreenViewController> {}

import RIBs
import RIBsTesting
import Testing

@MainActor
struct RIBEventsTests {

    @Test func attachingReportsAttachedActivatedLoadedThenWhatLoadingAttaches() {
        let log = EventLog()
        let root = RecordingRouter(name: "root", log: log)
        let child = AttachingRouter(name: "child", log: log)
        child.routersToAttachOnLoad = [RecordingRouter(name: "grandchild", log: log)]
        let events = TreeEventRecorder(following: root, log: log)

        root.interactor.activate()
        root.load()
        root.attachChild(child)

        #expect(log.entries == [
            "activated root", "root.didBecomeActive", "loaded root", "root.didLoad",
            "attached child to root", "activated child", "child.didBecomeActive", "loaded child",
            "attached grandchild to child", "activated grandchild", "grandchild.didBecomeActive",
            "loaded grandchild", "grandchild.didLoad",
            "child.didLoad",
        ])
        withExtendedLifetime(events) {}
    }

    @Test func detachingReportsDeactivationsTopDownThenDetached() {
        let log = EventLog()
        let root = launchedRouter(name: "root", log: log)
        let child = AttachingRouter(name: "child", log: log)
        child.routersToAttachOnLoad = [RecordingRouter(name: "grandchild", log: log)]
        root.attachChild(child)
        let events = TreeEventRecorder(following: root, log: log)
        log.removeAll()

        root.detachChild(child)

        #expect(log.entries == [
            "child.willResignActive", "deactivated child",
            "grandchild.willResignActive", "deactivated grandchild",
            "detached child from root",
        ])
        withExtendedLifetime(events) {}
    }

    @Test func deactivatingAndActivatingAnInteractorReportsItsSubtreeTopDown() {
        let log = EventLog()
        let root = launchedRouter(name: "root", log: log)
        let child = AttachingRouter(name: "child", log: log)
        child.routersToAttachOnLoad = [RecordingRouter(name: "grandchild", log: log)]
        root.attachChild(child)
        let events = TreeEventRecorder(following: root, log: log)
        log.removeAll()

        child.interactor.deactivate()
        child.interactor.activate()

        #expect(log.entries == [
            "child.willResignActive", "deactivated child", "grandchild.willResignActive", "deactivated grandchild",
            // A router brings its children along as soon as its interactor's state changes,
            // before the interactor's `didBecomeActive()` runs.
            "activated child", "activated grandchild", "grandchild.didBecomeActive", "child.didBecomeActive",
        ])
        withExtendedLifetime(events) {}
    }

    @Test func twoTreesReportOnlyTheirOwnEvents() {
        let firstLog = EventLog()
        let secondLog = EventLog()
        let first = launchedRouter(name: "first", log: firstLog)
        let second = launchedRouter(name: "second", log: secondLog)
        let firstEvents = TreeEventRecorder(following: first)
        let secondEvents = TreeEventRecorder(following: second)

        let firstChild = RecordingRouter(name: "firstChild")
        let secondChild = RecordingRouter(name: "secondChild")
        first.attachChild(firstChild)
        second.attachChild(secondChild)
        first.detachChild(firstChild)

        #expect(firstEvents.entries == [
            "attached firstChild to first", "activated firstChild", "loaded firstChild",
            "deactivated firstChild", "detached firstChild from first",
        ])
        #expect(secondEvents.entries == [
            "attached secondChild to second", "activated secondChild", "loaded secondChild",
        ])
    }

    @Test func aFollowerSeesTheTreeAsItWasWhenItStartedAndRIBsAttachedLater() {
        let root = launchedRouter(name: "root")
        let earlier = RecordingRouter(name: "earlier")
        root.attachChild(earlier)
        let events = TreeEventRecorder(following: root)
        let later = RecordingRouter(name: "later")

        earlier.interactor.deactivate()
        earlier.attachChild(later)

        #expect(events.entries == ["deactivated earlier", "attached later to earlier", "activated later", "loaded later"])
    }

    @Test func aDetachedRIBIsNoLongerFollowed() {
        let root = launchedRouter(name: "root")
        let child = RecordingRouter(name: "child")
        root.attachChild(child)
        let events = TreeEventRecorder(following: root)
        root.detachChild(child)
        let entriesAfterDetach = events.entries

        child.interactor.activate()
        child.attachChild(RecordingRouter(name: "grandchild"))

        #expect(events.entries == entriesAfterDetach)
    }

    @Test func aReleasedFollowerLeavesTheTree() {
        let root = launchedRouter(name: "root")
        var recorder: TreeEventRecorder? = TreeEventRecorder(following: root)
        var completed = false
        let subscription = recorder?.treeEvents.events.sink(receiveCompletion: { _ in completed = true }, receiveValue: { _ in })

        recorder = nil
        root.attachChild(RecordingRouter(name: "child"))

        #expect(completed)
        subscription?.cancel()
    }

    @Test func twoFollowersOfOneTreeEachSeeItsEventsUntilTheyGo() {
        let root = launchedRouter(name: "root")
        let staying = TreeEventRecorder(following: root)
        var leaving: TreeEventRecorder? = TreeEventRecorder(following: root)

        root.attachChild(RecordingRouter(name: "first"))
        #expect(leaving?.entries == ["attached first to root", "activated first", "loaded first"])
        leaving = nil
        root.attachChild(RecordingRouter(name: "second"))

        #expect(staying.entries == [
            "attached first to root", "activated first", "loaded first",
            "attached second to root", "activated second", "loaded second",
        ])
    }

    @Test func followingASubtreeSeesOnlyItsEvents() {
        let root = launchedRouter(name: "root")
        let branch = RecordingRouter(name: "branch")
        root.attachChild(branch)
        let whole = TreeEventRecorder(following: root)
        let part = TreeEventRecorder(following: branch)

        root.attachChild(RecordingRouter(name: "sibling"))
        branch.attachChild(RecordingRouter(name: "leaf"))

        #expect(part.entries == ["attached leaf to branch", "activated leaf", "loaded leaf"])
        #expect(whole.entries == [
            "attached sibling to root", "activated sibling", "loaded sibling",
            "attached leaf to branch", "activated leaf", "loaded leaf",
        ])
    }

    @Test func anInteractableThatIsNotAnInteractorIsFollowedThroughItsStream() {
        let root = launchedRouter(name: "root")
        let mockInteractable = InteractableMock()
        let child = Router<any Interactable>(interactor: mockInteractable)
        let events = TreeEventRecorder(following: root, names: [ObjectIdentifier(child): "mockChild"])

        root.attachChild(child)
        root.detachChild(child)

        #expect(events.entries == [
            "attached mockChild to root", "activated mockChild", "loaded mockChild",
            "deactivated mockChild", "detached mockChild from root",
        ])
    }

    @Test func attachedComesWhenTheChildIsAddedButNotYetActive() {
        let root = launchedRouter(name: "root")
        let child = RecordingRouter(name: "child")
        let treeEvents = RIBEvents(following: root)
        var stateAtEvent: (isActive: Bool, didLoadCallCount: Int, isChild: Bool)?
        let subscription = treeEvents.events
            .filter { $0.type == .attached }
            .sink { _ in
                stateAtEvent = (child.interactor.isActive, child.didLoadCallCount, root.children.contains { $0 === child })
            }

        root.attachChild(child)

        #expect(stateAtEvent?.isActive == false)
        #expect(stateAtEvent?.didLoadCallCount == 0)
        #expect(stateAtEvent?.isChild == true)
        subscription.cancel()
    }

    @Test func detachedComesWhenTheChildIsInactiveAndRemoved() {
        let root = launchedRouter(name: "root")
        let child = RecordingRouter(name: "child")
        root.attachChild(child)
        let treeEvents = RIBEvents(following: root)
        var stateAtEvent: (isActive: Bool, isChild: Bool)?
        let subscription = treeEvents.events
            .filter { $0.type == .detached }
            .sink { _ in
                stateAtEvent = (child.interactor.isActive, root.children.contains { $0 === child })
            }

        root.detachChild(child)

        #expect(stateAtEvent?.isActive == false)
        #expect(stateAtEvent?.isChild == false)
        subscription.cancel()
    }

    @Test func detachingARouterThatIsNotAChildReportsNothing() {
        let root = launchedRouter(name: "root")
        let stranger = RecordingRouter(name: "stranger")
        stranger.interactor.activate()
        let events = TreeEventRecorder(following: root)

        root.detachChild(stranger)

        #expect(events.entries == [])
    }

    @Test func deallocatingTheRootReportsItsChildrenDeactivatedButNotDetached() {
        var root: RecordingRouter? = launchedRouter(name: "root")
        let child = RecordingRouter(name: "child")
        root?.attachChild(child)
        let events = root.map { TreeEventRecorder(following: $0) }

        root = nil
        child.interactor.activate()

        // The child left the tree with its parent: its activation afterwards is not reported.
        #expect(events?.entries == ["deactivated child"])
    }

    // MARK: - Private

    private func launchedRouter(name: String, log: EventLog = EventLog()) -> RecordingRouter {
        let router = RecordingRouter(name: name, log: log)
        router.interactor.activate()
        router.load()
        return router
    }
}

/// A recording router that attaches routers when it loads.
private final class AttachingRouter: RecordingRouter {

    var routersToAttachOnLoad: [any Routing] = []

    override func didLoad() {
        for router in routersToAttachOnLoad {
            attachChild(router)
        }
        super.didLoad()
    }
}

/// Writes a followed tree's events as sentences, naming routers by their recording interactor.
@MainActor
private final class TreeEventRecorder {

    let treeEvents: RIBEvents
    private(set) var entries: [String] = []
    private var subscription: AnyCancellable?

    /// - Parameters:
    ///   - root: The tree to follow.
    ///   - log: Where to write the sentences besides ``entries``, shared with the RIBs under test.
    ///   - names: Names of routers whose interactor is not a ``RecordingInteractor``.
    init(following root: any Routing, log: EventLog? = nil, names: [ObjectIdentifier: String] = [:]) {
        treeEvents = RIBEvents(following: root)
        self.names = names
        self.log = log
        subscription = treeEvents.events.sink { [weak self] event in
            self?.record(event)
        }
    }

    private let names: [ObjectIdentifier: String]
    private let log: EventLog?

    private func record(_ event: RIBEvent) {
        var sentence = "\(event.type) \(name(of: event.router))"
        if let parent = event.parentRouter {
            sentence += (event.type == .attached ? " to " : " from ") + name(of: parent)
        }
        entries.append(sentence)
        log?.append(sentence)
    }

    private func name(of router: any Routing) -> String {
        if let name = names[ObjectIdentifier(router)] {
            return name
        }
        return (router.interactable as? RecordingInteractor)?.name ?? "?"
    }
}

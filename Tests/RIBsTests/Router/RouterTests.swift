import RIBs
import RIBsTesting
import Testing

@MainActor
struct RouterTests {

    @Test func attachChildActivatesTheChildThenLoadsIt() {
        let log = EventLog()
        let parent = RecordingRouter(name: "parent", log: log)
        let child = RecordingRouter(name: "child", log: log)
        child.interactor.didBecomeActiveHandler = { [unowned child] in
            log.append("loaded when active: \(child.didLoadCallCount > 0)")
        }

        parent.attachChild(child)

        #expect(log.entries == ["child.didBecomeActive", "loaded when active: false", "child.didLoad"])
        #expect(child.interactor.isActive)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    }

    @Test func attachChildCallsActivateOnceThenLoadOnce() {
        let log = EventLog()
        let parent = RecordingRouter(name: "parent")
        let childInteractable = InteractableMock()
        childInteractable.activateHandler = { log.append("activate") }
        let child = RoutingMock(interactable: childInteractable)
        child.loadHandler = { log.append("load") }

        parent.attachChild(child)

        #expect(log.entries == ["activate", "load"])
        #expect(childInteractable.activateCallCount == 1)
        #expect(child.loadCallCount == 1)
    }

    @Test func childrenKeepTheAttachOrder() {
        let parent = RecordingRouter(name: "parent")
        let first = RecordingRouter(name: "first")
        let second = RecordingRouter(name: "second")
        let third = RecordingRouter(name: "third")

        parent.attachChild(first)
        parent.attachChild(second)
        parent.attachChild(third)
        parent.detachChild(second)

        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(third)])
    }

    @Test func detachChildDeactivatesTheChildThenRemovesIt() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        parent.attachChild(child)
        var wasStillAChildWhenResigning: Bool?
        child.interactor.willResignActiveHandler = { [unowned parent, unowned child] in
            wasStillAChildWhenResigning = parent.children.contains { $0 === child }
        }

        parent.detachChild(child)

        #expect(wasStillAChildWhenResigning == true)
        #expect(!child.interactor.isActive)
        #expect(child.interactor.willResignActiveCallCount == 1)
        #expect(parent.children.isEmpty)
    }

    @Test func detachingARouterThatIsNotAChildOnlyDeactivatesIt() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        let stranger = RecordingRouter(name: "stranger")
        parent.attachChild(child)
        stranger.interactor.activate()

        parent.detachChild(stranger)

        #expect(!stranger.interactor.isActive)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    }

    @Test func loadRunsDidLoadOnce() {
        let router = RecordingRouter(name: "router")

        router.load()
        router.load()

        #expect(router.didLoadCallCount == 1)
    }

    @Test func reattachingADetachedChildReactivatesItWithoutLoadingItAgain() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")

        parent.attachChild(child)
        parent.detachChild(child)
        parent.attachChild(child)

        #expect(child.interactor.isActive)
        #expect(child.interactor.didBecomeActiveCallCount == 2)
        #expect(child.didLoadCallCount == 1)
    }

    @Test func lifecycleEmitsDidLoadOnceAndCompletesOnDeinit() {
        var router: RecordingRouter? = RecordingRouter(name: "router")
        let recorder = PublisherRecorder(router?.lifecycle ?? Empty().eraseToAnyPublisher())

        router?.load()
        router?.load()
        #expect(recorder.values == [.didLoad])
        #expect(!recorder.isFinished)

        router = nil

        #expect(recorder.isFinished)
    }

    @Test func routerKeepsItsInteractorBothAsTypedAndAsInteractable() {
        let interactor = RecordingInteractor()
        let router = Router(interactor: interactor)

        #expect(router.interactor === interactor)
        #expect(router.interactable === interactor)
    }

    @Test func routerTypedByAnInteractableProtocolAcceptsAnyConformingInteractor() {
        let interactor = RecordingInteractor()
        let router = Router<any TestInteractable>(interactor: interactor)

        #expect(router.interactable === interactor)
    }

    @Test func routerDeinitDeactivatesItsInteractorAndChildren() {
        let log = EventLog()
        let grandchild = RecordingRouter(name: "grandchild", log: log)
        let child = RecordingRouter(name: "child", log: log)
        var parent: RecordingRouter? = RecordingRouter(name: "parent", log: log)
        let parentInteractor = parent?.interactor
        parent?.interactor.activate()
        parent?.load()
        parent?.attachChild(child)
        child.attachChild(grandchild)

        parent = nil

        #expect(parentInteractor?.isActive == false)
        #expect(!child.interactor.isActive)
        #expect(!grandchild.interactor.isActive)
        #expect(log.entries.suffix(3) == ["parent.willResignActive", "child.willResignActive", "grandchild.willResignActive"])
    }

    @Test func routerDeinitReleasesItsChildren() {
        let tracker = DeallocationTracker()
        do {
            let parent = RecordingRouter(name: "parent")
            let child = tracker.track(RecordingRouter(name: "child"))
            tracker.track(child.interactor)
            parent.attachChild(child)
        }

        #expect(tracker.aliveObjects == [])
    }
}

/// A RIB's own interactable protocol, as routers are usually typed.
@MainActor
protocol TestInteractable: Interactable {}

extension RecordingInteractor: TestInteractable {}

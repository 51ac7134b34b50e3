import RIBs
import RIBsTesting
import Testing

@MainActor
struct MockTests {

    @Test func interactableMockActivatesWithoutAHandlerAndCounts() {
        let interactable = InteractableMock()
        let stream = PublisherRecorder(interactable.isActiveStream)

        interactable.activate()
        interactable.activate()
        interactable.deactivate()

        #expect(!interactable.isActive)
        #expect(interactable.activateCallCount == 2)
        #expect(interactable.deactivateCallCount == 1)
        #expect(stream.values == [false, true, false])
    }

    @Test func interactableMockHandlersReplaceTheDefaultBehaviour() {
        let interactable = InteractableMock()
        var handled: [String] = []
        interactable.activateHandler = { handled.append("activate") }
        interactable.deactivateHandler = { handled.append("deactivate") }
        interactable.isActive = true

        interactable.deactivate()
        interactable.activate()

        #expect(handled == ["deactivate", "activate"])
        #expect(interactable.isActive)
    }

    @Test func interactableMockStreamCompletesOnDeinit() {
        var interactable: InteractableMock? = InteractableMock(isActive: true)
        let stream = PublisherRecorder(interactable?.isActiveStream ?? Empty().eraseToAnyPublisher())

        interactable = nil

        #expect(stream.values == [true])
        #expect(stream.isFinished)
    }

    @Test func routingMockKeepsChildrenWithoutHandlers() {
        let router = RoutingMock()
        let first = RoutingMock()
        let second = RoutingMock()

        router.attachChild(first)
        router.attachChild(second)
        router.detachChild(first)
        router.load()

        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(router.attachChildCallCount == 2)
        #expect(router.detachChildCallCount == 1)
        #expect(router.loadCallCount == 1)
        // A mock only records: it activates nothing.
        #expect(first.interactable.isActive == false)
    }

    @Test func routingMockHandlersReplaceTheDefaultBehaviour() {
        let router = RoutingMock()
        let child = RoutingMock()
        var handled: [String] = []
        router.attachChildHandler = { _ in handled.append("attach") }
        router.detachChildHandler = { _ in handled.append("detach") }
        router.loadHandler = { handled.append("load") }

        router.load()
        router.attachChild(child)
        router.detachChild(child)

        #expect(handled == ["load", "attach", "detach"])
        #expect(router.children.isEmpty)
    }

    @Test func routingMockLifecycleSendsWhatTheTestSendsAndCompletesOnDeinit() {
        var router: RoutingMock? = RoutingMock()
        let lifecycle = PublisherRecorder(router?.lifecycle ?? Empty().eraseToAnyPublisher())

        router?.lifecycleSubject.send(.didLoad)
        router = nil

        #expect(lifecycle.values == [.didLoad])
        #expect(lifecycle.isFinished)
    }

    @Test func routerAttachesARoutingMockAsAChild() {
        let parent = RecordingRouter(name: "parent")
        let viewController = ViewControllableMock()
        let child = ViewableRoutingMock(viewControllable: viewController)

        parent.attachChild(child)

        #expect(child.interactable.isActive)
        #expect(child.loadCallCount == 1)
        #expect(child.viewControllable === viewController)
    }

    @Test func workingMockStartsAndStopsWithoutHandlers() {
        let worker = WorkingMock()
        let stream = PublisherRecorder(worker.isStartedStream)

        worker.start(InteractableMock())
        worker.stop()

        #expect(!worker.isStarted)
        #expect(worker.startCallCount == 1)
        #expect(worker.stopCallCount == 1)
        #expect(stream.values == [false, true, false])
    }

    @Test func workingMockHandlersReceiveTheScope() {
        let worker = WorkingMock()
        let scope = InteractableMock()
        var startedWith: (any InteractorScope)?
        worker.startHandler = { startedWith = $0 }

        worker.start(scope)

        #expect(startedWith === scope)
        #expect(!worker.isStarted)
    }

    @Test func launchWindowMockRecordsMakeKeyAndVisible() {
        let window = LaunchWindowMock()
        var handled = 0
        window.makeKeyAndVisibleHandler = { handled += 1 }

        window.makeKeyAndVisible()

        #expect(window.isKeyAndVisible)
        #expect(window.makeKeyAndVisibleCallCount == 1)
        #expect(handled == 1)
    }
}

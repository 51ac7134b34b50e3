import RIBs
import Testing

@MainActor
struct RIBEventsTests {

    /// Records, as sentences, the events about the named routers only: other tests attach routers too.
    @MainActor
    private final class EventRecorder {

        private(set) var entries: [String] = []
        private var subscription: AnyCancellable?

        init(names: [ObjectIdentifier: String]) {
            subscription = RIBEvents.shared.events.sink { [weak self] event in
                guard let router = names[ObjectIdentifier(event.router)],
                      let parent = names[ObjectIdentifier(event.parentRouter)] else {
                    return
                }
                self?.entries.append("\(event.type) \(router) to/from \(parent)")
            }
        }
    }

    @Test func attachAndDetachEmitEventsNamingTheRouterAndItsParent() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        let events = EventRecorder(names: [ObjectIdentifier(parent): "parent", ObjectIdentifier(child): "child"])

        parent.attachChild(child)
        parent.detachChild(child)

        #expect(events.entries == ["attached child to/from parent", "detached child to/from parent"])
    }

    @Test func attachEventComesAfterTheChildIsActiveAndLoaded() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        var stateAtEvent: (isActive: Bool, didLoadCallCount: Int, isChild: Bool)?
        let subscription = RIBEvents.shared.events
            .filter { $0.router === child }
            .sink { _ in
                stateAtEvent = (child.interactor.isActive, child.didLoadCallCount, parent.children.contains { $0 === child })
            }

        parent.attachChild(child)

        #expect(stateAtEvent?.isActive == true)
        #expect(stateAtEvent?.didLoadCallCount == 1)
        #expect(stateAtEvent?.isChild == true)
        subscription.cancel()
    }

    @Test func detachEventComesAfterTheChildIsInactiveAndRemoved() {
        let parent = RecordingRouter(name: "parent")
        let child = RecordingRouter(name: "child")
        parent.attachChild(child)
        var stateAtEvent: (isActive: Bool, isChild: Bool)?
        let subscription = RIBEvents.shared.events
            .filter { $0.router === child }
            .sink { _ in
                stateAtEvent = (child.interactor.isActive, parent.children.contains { $0 === child })
            }

        parent.detachChild(child)

        #expect(stateAtEvent?.isActive == false)
        #expect(stateAtEvent?.isChild == false)
        subscription.cancel()
    }

    @Test func detachingARouterThatIsNotAChildEmitsNothing() {
        let parent = RecordingRouter(name: "parent")
        let stranger = RecordingRouter(name: "stranger")
        let events = EventRecorder(names: [ObjectIdentifier(parent): "parent", ObjectIdentifier(stranger): "stranger"])

        parent.detachChild(stranger)

        #expect(events.entries == [])
    }

    @Test func deallocatingARouterEmitsNothingForItsChildren() {
        let child = RecordingRouter(name: "child")
        var parent: RecordingRouter? = RecordingRouter(name: "parent")
        parent?.attachChild(child)
        var childEvents: [RIBEventType] = []
        let subscription = RIBEvents.shared.events
            .filter { $0.router === child }
            .sink { childEvents.append($0.type) }

        parent = nil

        #expect(childEvents == [])
        subscription.cancel()
    }
}

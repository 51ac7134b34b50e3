import Foundation
import InMemoryTracing
import RIBs
import RIBsTesting
import Testing
import Tracing

/// A RIB's life as a span, through swift-distributed-tracing's API: each test binds its own
/// in-memory tracer to its task with `withTracer`, so that no test sets a process-wide tracer.
@MainActor
struct RIBTracingTests {

    @Test func aTreeLaunchedWithoutATracerStartsNoSpansEvenWhenOneIsSetLater() {
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        root.launch(from: LaunchWindowMock())

        withTracer(tracer) {
            let child = CounterRouter(name: "child")
            root.attachChild(child)
            root.detachChild(child)
        }

        #expect(tracer.finishedSpans.isEmpty)
        #expect(tracer.activeSpans.isEmpty)
    }

    @Test func eachRIBsActiveLifeIsASpanNamedAfterItsRouterAChildOfItsParents() throws {
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        let child = CounterRouter(name: "child")
        let grandchild = RecordingRouter(name: "grandchild")
        child.didLoadHandler = { $0.attachChild(grandchild, tag: "left") }
        withTracer(tracer) {
            root.launch(from: LaunchWindowMock())
        }

        root.attachChild(child)
        root.detachChild(child)

        let rootSpan = try #require(tracer.activeSpans.only)
        #expect(rootSpan.operationName == "CounterLaunchRouter")
        #expect(rootSpan.parentSpanID == nil)
        #expect(eventNames(rootSpan.events) == ["didBecomeActive", "attachChild", "detachChild"])
        #expect(rootSpan.events.map { $0.attributes.get(RIBTracing.childAttribute) } == [nil, "CounterRouter", "CounterRouter"])

        let finished = tracer.finishedSpans
        #expect(finished.map(\.operationName) == ["RecordingRouter", "CounterRouter"], "the subtree ends with the RIB detached, deepest first")
        let childSpan = try #require(finished.last)
        let grandchildSpan = try #require(finished.first)
        #expect(childSpan.parentSpanID == rootSpan.spanID)
        #expect(childSpan.traceID == rootSpan.traceID)
        #expect(grandchildSpan.parentSpanID == childSpan.spanID)
        #expect(eventNames(childSpan.events) == ["didBecomeActive", "attachChild", "willResignActive"])
        #expect(eventNames(grandchildSpan.events) == ["didBecomeActive", "willResignActive"])
        #expect(childSpan.attributes.get(RIBTracing.routerAttribute) == "CounterRouter")
        #expect(childSpan.attributes.get(RIBTracing.interactorAttribute) == "CounterInteractor")
        #expect(childSpan.attributes.get(RIBTracing.tagAttribute) == nil)
        #expect(grandchildSpan.attributes.get(RIBTracing.tagAttribute) == "left")
    }

    @Test func deactivatingAndActivatingARIBAreEventsOnItsSpanAndItsSubtrees() throws {
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        withTracer(tracer) {
            root.launch(from: LaunchWindowMock())
        }
        let child = CounterRouter(name: "child")
        let grandchild = CounterRouter(name: "grandchild")
        child.didLoadHandler = { $0.attachChild(grandchild) }
        root.attachChild(child)

        child.interactor.deactivate()
        child.interactor.activate()
        root.detachChild(child)

        let finished = tracer.finishedSpans
        #expect(finished.count == 2)
        for span in finished {
            #expect(eventNames(span.events).filter { $0 != "attachChild" } == [
                "didBecomeActive", "willResignActive", "didBecomeActive", "willResignActive",
            ])
        }
    }

    @Test func aSubtreeAttachedAgainStartsNewSpans() throws {
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        withTracer(tracer) {
            root.launch(from: LaunchWindowMock())
        }
        let child = CounterRouter(name: "child")
        child.didLoadHandler = { $0.attachChild(CounterRouter(name: "grandchild"), tag: "kept") }
        root.attachChild(child)
        root.detachChild(child)

        root.attachChild(child)

        #expect(tracer.finishedSpans.count == 2)
        let active = tracer.activeSpans.filter { $0.operationName == "CounterRouter" }
        #expect(active.count == 2, "the child and the grandchild it kept")
        let rootSpan = try #require(tracer.activeSpans.first { $0.operationName == "CounterLaunchRouter" })
        let childSpan = try #require(active.first { $0.parentSpanID == rootSpan.spanID })
        let grandchildSpan = try #require(active.first { $0.parentSpanID == childSpan.spanID })
        #expect(grandchildSpan.attributes.get(RIBTracing.tagAttribute) == "kept")
    }

    @Test func aLongLivedSpanKeepsItsFirstEventsAndCountsTheRest() throws {
        let tracer = InMemoryTracer()
        do {
            let root = CounterLaunchRouter()
            withTracer(tracer) {
                root.launch(from: LaunchWindowMock())
            }
            for _ in 0 ..< 70 {
                let child = CounterRouter(name: "child")
                root.attachChild(child)
                root.detachChild(child)
            }
        }

        let rootSpan = try #require(tracer.finishedSpans.first { $0.operationName == "CounterLaunchRouter" })
        #expect(rootSpan.events.count == 128)
        #expect(rootSpan.events.last?.name == "attachChild", "its first 128: didBecomeActive, then 63.5 children's")
        #expect(rootSpan.attributes.get(RIBTracing.droppedEventsAttribute) == 13, "140 routing events and 1 activation, 128 kept")
    }

    @Test func aTreeLetGoWithoutADetachEndsItsSpans() {
        let tracer = InMemoryTracer()
        do {
            let root = CounterLaunchRouter()
            withTracer(tracer) {
                root.launch(from: LaunchWindowMock())
            }
            root.attachChild(CounterRouter(name: "child"))
            #expect(tracer.activeSpans.count == 2)
        }

        #expect(tracer.activeSpans.isEmpty)
        #expect(Set(tracer.finishedSpans.map(\.operationName)) == ["CounterLaunchRouter", "CounterRouter"])
    }

    @Test func aRIBStartedWhileASpanIsCurrentLinksToIt() throws {
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        let message = tracer.startSpan("message")
        withTracer(tracer) {
            InstrumentationContext.withValue(message.context) {
                root.launch(from: LaunchWindowMock())
                root.attachChild(CounterRouter(name: "child"))
            }
        }
        message.end()

        let rootSpan = try #require(tracer.activeSpans.first { $0.operationName == "CounterLaunchRouter" })
        let childSpan = try #require(tracer.activeSpans.first { $0.operationName == "CounterRouter" })
        #expect(rootSpan.parentSpanID == nil, "a tree outlives the message it was launched in: a trace of its own")
        #expect(rootSpan.traceID != message.traceID)
        #expect(linkedSpanIDs(rootSpan.links) == [message.spanID])
        #expect(childSpan.parentSpanID == rootSpan.spanID)
        #expect(linkedSpanIDs(childSpan.links) == [message.spanID])
    }

    @Test func restoredAndRefusedStatesAreEventsOnTheRIBsSpan() throws {
        struct OtherState: Codable, Sendable {
            var count = "many"
        }
        let saved = try SavedRIBState(state: CounterInteractor.RestorableState(count: 1), children: [
            "broken": SavedRIBState(state: OtherState()),
        ]).roundTripped()
        let tracer = InMemoryTracer()
        let root = CounterLaunchRouter()
        root.didLoadHandler = { $0.attachChild(CounterRouter(name: "broken"), tag: "broken") }

        let problems = withTracer(tracer) {
            root.launch(from: LaunchWindowMock(), restoring: saved)
        }
        #expect(problems.count == 1)

        let rootSpan = try #require(tracer.activeSpans.first { $0.operationName == "CounterLaunchRouter" })
        let brokenSpan = try #require(tracer.activeSpans.first { $0.operationName == "CounterRouter" })
        #expect(eventNames(rootSpan.events) == ["didBecomeActive", "attachChild", "restored"])
        #expect(eventNames(brokenSpan.events) == ["restoreRefused", "didBecomeActive"])
        #expect(brokenSpan.events.first?.attributes.get(RIBTracing.reasonAttribute)
            == "The saved state of broken no longer fits RestorableState: expected Int at count")
    }

    @Test func aStateRestoredButForAFieldSaysWhichOnItsRestoredEvent() throws {
        let saved = try JSONDecoder().decode(SavedRIBState.self, from: Data(#"""
            {"state": {"title": "Notes", "size": {"width": 100, "height": 40}, "fewest": "two", "most": 9}}
            """#.utf8))
        let tracer = InMemoryTracer()
        let root = SettingsLaunchRouter()

        let problems = withTracer(tracer) {
            root.launch(from: LaunchWindowMock(), restoring: saved)
        }

        let span = try #require(tracer.activeSpans.first { $0.operationName == "SettingsLaunchRouter" })
        #expect(eventNames(span.events) == ["didBecomeActive", "restored"])
        #expect(span.events.last?.attributes.get(RIBTracing.reasonAttribute) == problems.first.map { .string($0.description) })
    }

    @Test func aWorkflowsRunIsASpanWithAnEventForEachStepUnderTheCurrentSpan() throws {
        let tracer = InMemoryTracer()
        let message = tracer.startSpan("message")
        var subscriptions = Set<AnyCancellable>()
        let workflow = TracedWorkflow()
        workflow
            .onStep { root in stepOutput(root, 1) }
            .onStep { item, _ in stepOutput(Item("next"), ()) }
            .commit()

        withTracer(tracer) {
            InstrumentationContext.withValue(message.context) {
                workflow.subscribe(Item("root")).store(in: &subscriptions)
            }
        }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "TracedWorkflow")
        #expect(span.parentSpanID == message.spanID)
        #expect(span.links.isEmpty)
        #expect(eventNames(span.events) == ["stepStarted", "stepFinished", "stepStarted", "stepFinished"])
        #expect(span.events.map { $0.attributes.get(RIBTracing.stepAttribute) } == [1, 1, 2, 2])
        #expect(span.events.first?.attributes.get(RIBTracing.actionableItemAttribute) == "Item")
        #expect(span.status == nil)
    }

    @Test func aWorkflowThatFailsIsMarkedSoAndOneCancelledEndsWithAnEvent() throws {
        let tracer = InMemoryTracer()
        var subscriptions = Set<AnyCancellable>()
        let failing = TracedWorkflow()
        failing.onStep { _ -> AnyPublisher<(Item, Void), any Error> in
            Fail(error: StepFailure()).eraseToAnyPublisher()
        }.commit()
        let waiting = TracedWorkflow()
        let never = PassthroughSubject<(Item, Void), any Error>()
        waiting.onStep { _ in never.eraseToAnyPublisher() }.commit()

        withTracer(tracer) {
            failing.subscribe(Item("root")).store(in: &subscriptions)
            waiting.subscribe(Item("root")).store(in: &subscriptions)
        }
        #expect(tracer.finishedSpans.count == 1, "the failed run, at once")
        subscriptions.removeAll()

        let spans = tracer.finishedSpans
        #expect(spans.count == 2)
        let failed = try #require(spans.first { $0.status?.code == .error })
        #expect(failed.errors.map { $0.error is StepFailure } == [true])
        #expect(eventNames(failed.events) == ["stepStarted"], "ended at the failure, not cancelled later")
        let cancelled = try #require(spans.first { $0.status == nil })
        #expect(eventNames(cancelled.events) == ["stepStarted", "cancelled"])
    }

    // MARK: - Private

    private func eventNames(_ events: [SpanEvent]) -> [String] {
        events.map(\.name)
    }

    private func linkedSpanIDs(_ links: [SpanLink]) -> [String?] {
        links.map { $0.context.inMemorySpanContext?.spanID }
    }
}

private final class TracedWorkflow: Workflow<Item> {}

private struct StepFailure: Error {}

extension Array {

    /// The one element of an array of one.
    fileprivate var only: Element? {
        count == 1 ? first : nil
    }
}

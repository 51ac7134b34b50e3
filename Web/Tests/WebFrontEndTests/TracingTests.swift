import InMemoryTracing
import ScreenKit
import SQLSessionStore
import Testing
import Tracing
@testable import WebFrontEnd
import WebTesting

/// What a session reports through swift-distributed-tracing: the window's action and the store
/// write beneath the span a message is handled in, the store's reads, the RIBs of its tree.
/// Each test binds its own in-memory tracer to its task (no process-wide tracer), and drives
/// the session in that task, as a connection's task does.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct TracingTests {

    private let time = ManualTime()
    private let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(600))

    @Test func aMovesActionAndItsStoreWriteAreBeneathItsMessage() async throws {
        let backend = try await StoreBackend.make(.sqlite)
        let store = try await backend.open()
        let registry = registry(on: store)
        let tracer = InMemoryTracer()
        let page = SessionConnection()
        let message = tracer.startSpan("message tapButton")

        try await withTracer(tracer) {
            let session = try #require(await registry.connect(resuming: nil, connection: page))
            await registry.flushSavedStates()
            tracer.clearFinishedSpans()
            try await InstrumentationContext.$current.withValue(message.context) {
                let admission = await session.receive(.success(.action(.editText(field: "player1Name", text: "Ann"))),
                                                      from: page, at: time.now())
                try #require(admission == .admitted)
            }
        }
        message.end()

        let spans = tracer.finishedSpans
        let action = try #require(spans.first { $0.operationName == "perform editText" })
        #expect(action.parentSpanID == message.spanID)
        #expect(action.attributes.get(WindowTracing.viewControllerAttribute) == "LoggedOutViewController")
        let save = try #require(spans.first { $0.operationName == WebTracing.storeSaveSpanName })
        #expect(save.parentSpanID == message.spanID)
        #expect(save.kind == .client)
        #expect(save.attributes.get(WebTracing.databaseSystemAttribute) == "sqlite")
        #expect(save.attributes.get(WebTracing.storeRowsAttribute) == 1)
        #expect(save.attributes.get(WebTracing.storeOutcomeAttribute) == "answered")
        _ = registry.releaseAll()
        await store.close()
    }

    @Test func aSessionsRIBsAreSpansOfTheirOwnTraceAndAResumeReadsTheStoreInASpan() async throws {
        let backend = try await StoreBackend.make(.sqlite)
        let store = try await backend.open()
        let tracer = InMemoryTracer()
        let first = registry(on: store)
        let page = SessionConnection()
        let session = try #require(await first.connect(resuming: nil, connection: page))
        await session.play([.editText(field: "player1Name", text: "Ann")], from: page, at: time.now())
        await first.flushSavedStates()
        _ = first.releaseAll()
        let second = registry(on: store)

        try await withTracer(tracer) {
            let resumed = try #require(await second.connect(resuming: session.token, connection: SessionConnection()))
            #expect(resumed.restoreProblems.isEmpty)
        }

        let read = try #require(tracer.finishedSpans.first { $0.operationName == WebTracing.storeReadSpanName })
        #expect(read.attributes.get(WebTracing.storeOperationAttribute) == "takeOver")
        #expect(read.attributes.get(WebTracing.storeOutcomeAttribute) == "answered")
        let root = try #require(tracer.activeSpans.first { $0.operationName == "RootRouter" })
        #expect(root.parentSpanID == nil, "a tree outlives the connection it was launched for")
        #expect(tracer.activeSpans.contains { $0.operationName == "LoggedOutRouter" && $0.parentSpanID == root.spanID })
        #expect(eventNames(root.events).contains("restored"))
        _ = second.releaseAll()
        await store.close()
    }

    @Test func aSessionTakenOverFromTheStoreCarriesTheContextOfTheMessageSavedLast() async throws {
        let backend = try await StoreBackend.make(.sqlite)
        let store = try await backend.open()
        let tracer = InMemoryTracer()
        let first = registry(on: store)
        let page = SessionConnection()
        let session = try #require(await first.connect(resuming: nil, connection: page))
        let earlier = tracer.startSpan("message editText")
        let last = tracer.startSpan("message editText")
        try await withTracer(tracer) {
            for (message, name) in [(earlier, "Ann"), (last, "Bob")] {
                try await InstrumentationContext.$current.withValue(message.context) {
                    try #require(await session.receive(.success(.action(.editText(field: "player1Name", text: name))),
                                                       from: page, at: time.now()) == .admitted)
                }
            }
        }
        // Saved without a traced message (a tracer off): the context saved last stays.
        await session.play([.editText(field: "player2Name", text: "Cy")], from: page, at: time.now())
        await first.flushSavedStates()
        _ = first.releaseAll()
        let second = registry(on: store)

        let resumed = try #require(await second.connect(resuming: session.token, connection: SessionConnection()))

        let stored = try #require(resumed.takeResumedTraceContext())
        let context = try withTracer(tracer) { try #require(StoredTraceContext.context(from: stored)) }
        #expect(context.inMemorySpanContext?.spanID == last.spanID)
        #expect(context.inMemorySpanContext?.traceID == last.traceID)
        #expect(resumed.takeResumedTraceContext() == nil, "linked once, by the first connection")
        _ = second.releaseAll()
        await store.close()
    }

    @Test func aTraceContextTheStoreCannotHaveWrittenIsNoLink() {
        #expect(StoredTraceContext.context(from: "") == nil)
        #expect(StoredTraceContext.context(from: "not json") == nil)
        #expect(StoredTraceContext.context(from: "{}") == nil)
        #expect(StoredTraceContext.context(from: #"{"traceparent": 7}"#) == nil)
        #expect(StoredTraceContext.context(from: "{\"a\": \"" + String(repeating: "x", count: 2_000) + "\"}") == nil)
    }

    @Test(arguments: [
        (StoreDeadlinePassed(deadline: .seconds(5)) as any Error, "deadlinePassed"),
        (CancellationError() as any Error, "failed"),
    ])
    func aStoreCallThatFailsSaysHowAndIsMarkedFailed(error: any Error, outcome: String) async throws {
        let tracer = InMemoryTracer()

        let thrown = await withTracer(tracer) {
            await #expect(throws: (any Error).self) {
                try await StoreCallSpan.run(WebTracing.storeReadSpanName, of: GatedStore(),
                                            attributes: [WebTracing.storeOperationAttribute: "takeOver"]) { () async throws -> Int in
                    throw error
                }
            }
        }
        #expect(thrown.map { "\($0)" } == "\(error)", "the call's own error, passed on")

        let span = try #require(tracer.finishedSpans.first)
        #expect(span.attributes.get(WebTracing.storeOutcomeAttribute) == .string(outcome))
        #expect(span.attributes.get(WebTracing.storeOperationAttribute) == "takeOver")
        #expect(span.attributes.get(WebTracing.databaseSystemAttribute) == "gated")
        #expect(span.status?.code == .error)
        #expect(span.errors.count == 1)
    }

    /// A TicTacToe registry on `store`, on the test's clock.
    private func registry(on store: SQLSessionStore) -> SessionRegistry {
        SessionRegistry.ticTacToe(limits: limits, logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                  store: store, storeDeadline: .beyondABusyMachine)
    }

    private func eventNames(_ events: [SpanEvent]) -> [String] {
        events.map(\.name)
    }
}

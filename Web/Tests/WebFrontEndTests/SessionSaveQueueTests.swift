import Foundation
import Logging
import Synchronization
import Testing
@testable import WebFrontEnd
import WebTesting

/// A store that never sticks: a session is at most once in a write, a writer whose page went
/// away is no store failure, and rows the store refuses for what they hold are set aside while
/// the rest are stored.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SessionSaveQueueTests {

    @Test func aSessionRunAnewIsOnceInAWriteWithItsNewestEpoch() async throws {
        // PostgreSQL refuses an upsert that writes one row twice ("ON CONFLICT DO UPDATE command
        // cannot affect row a second time"), and would refuse its retry for ever.
        let store = ScriptedStore { rows in
            if Set(rows.map(\.tokenHash)).count < rows.count {
                throw ScriptedStore.Unanswered()
            }
        }
        let queue = SessionSaveQueue(store: store, logger: Logger(label: "test"))
        let displaced = QueuedSession(tokenHash: "t1", ownerEpoch: 1)
        let current = QueuedSession(tokenHash: "t1", ownerEpoch: 2)
        let turn = queue.queueingForCaller {
            queue.save({ Data("earlier run".utf8) }, holdingInputsUpTo: 0, of: displaced.record, at: Date())
            queue.save({ Data("this run".utf8) }, holdingInputsUpTo: 0, of: current.record, at: Date())
        }
        await turn?.write()

        #expect(queue.isStoreAvailable)
        #expect(store.batches.map { $0.map(\.ownerEpoch) } == [[2]])
        try await waitUntil("the earlier run was not told it was taken over") { displaced.problems == ["takenOver"] }
        #expect(current.problems.isEmpty)
    }

    @Test func aWriterWhosePageWentAwayHandsTheWriteOn() async throws {
        let (entered, enters) = AsyncStream<Void>.makeStream()
        let (never, _) = AsyncStream<Void>.makeStream()
        let calls = Mutex(0)
        // As postgres-nio does: a statement whose task is cancelled fails.
        let store = ScriptedStore { _ in
            guard calls.withLock({ $0 += 1; return $0 }) == 1 else {
                return
            }
            enters.yield()
            for await _ in never {}
            try Task.checkCancellation()
        }
        let queue = SessionSaveQueue(store: store, logger: Logger(label: "test"))
        let session = QueuedSession(tokenHash: "t1", ownerEpoch: 0)
        let turn = queue.queueingForCaller {
            queue.save({ Data("a move".utf8) }, holdingInputsUpTo: 0, of: session.record, at: Date())
        }
        #expect(session.record.outbox.isHolding)
        let connectionTask = Task.detached { await turn?.write() }
        var iterator = entered.makeAsyncIterator()
        await iterator.next()
        connectionTask.cancel()
        await connectionTask.value
        await queue.flush()

        #expect(queue.isStoreAvailable)
        #expect(store.batches.map { $0.map(\.tokenHash) } == [["t1"]])
        #expect(!session.record.outbox.isHolding)
        #expect(session.problems.isEmpty)
    }

    @Test func aSessionLetGoWhileTheStoreFailsIsNotWrittenOnceItAnswers() async throws {
        let answers = Mutex(false)
        let store = ScriptedStore { _ in
            guard answers.withLock({ $0 }) else {
                throw ScriptedStore.Unanswered()
            }
        }
        let queue = SessionSaveQueue(store: store, logger: Logger(label: "test"))
        let kept = QueuedSession(tokenHash: "kept", ownerEpoch: 0)
        var letGo: QueuedSession? = QueuedSession(tokenHash: "let go", ownerEpoch: 0)
        await queue.queueingForCaller {
            queue.save({ Data("a move".utf8) }, holdingInputsUpTo: 0, of: kept.record, at: Date())
            queue.save({ Data("a move".utf8) }, holdingInputsUpTo: 0, of: letGo?.record ?? kept.record, at: Date())
        }?.write()
        #expect(!queue.isStoreAvailable)

        // The registry lets the session go (it expired, or another server took it over).
        letGo = nil
        answers.withLock { $0 = true }
        try await waitUntil("the store was not found answering again") { queue.isStoreAvailable }
        await queue.flush()

        #expect(store.batches.map { $0.map(\.tokenHash) } == [["kept"]])
    }

    @Test func rowsTheStoreRefusesAreSetAsideAndTheRestStored() async throws {
        let store = ScriptedStore { rows in
            if rows.contains(where: { $0.tokenHash == "refused" }) {
                throw StoreRefusedRows(reason: "value too long for type character varying(64)")
            }
        }
        let metrics = WebMetrics()
        let queue = SessionSaveQueue(store: store, logger: Logger(label: "test"), metrics: metrics.server)
        let sessions = ["a", "b", "refused", "c", "d"].map { QueuedSession(tokenHash: $0, ownerEpoch: 0) }
        let turn = queue.queueingForCaller {
            for session in sessions {
                queue.save({ Data("state of \(session.record.tokenHash)".utf8) }, holdingInputsUpTo: 0, of: session.record, at: Date())
            }
        }
        await turn?.write()

        #expect(queue.isStoreAvailable)
        #expect(store.batches.flatMap { $0.map(\.tokenHash) }.sorted() == ["a", "b", "c", "d"])
        #expect(sessions.allSatisfy { !$0.record.outbox.isHolding })
        MetricsTests.expect(metrics, ["ribs_web_store_rows_refused_total": 1, "ribs_web_store_write_failures_total": 0])

        // Not written again as it is; written once the session changes.
        let calls = store.calls
        let refused = sessions[2].record
        await queue.queueingForCaller { queue.save({ Data("state of refused".utf8) }, holdingInputsUpTo: 0, of: refused, at: Date()) }?.write()
        #expect(store.calls == calls)
        await queue.queueingForCaller { queue.save({ Data("a new state".utf8) }, holdingInputsUpTo: 0, of: refused, at: Date()) }?.write()
        #expect(store.calls == calls + 1)
    }
}

/// A session as a ``SessionSaveQueue`` knows it, and the problems it was told of.
private final class QueuedSession: Sendable {
    let record: SavingSession

    var problems: [String] {
        told.list.withLock { $0 }
    }

    init(tokenHash: String, ownerEpoch: Int64) {
        let told = ProblemsTold()
        self.told = told
        record = SavingSession(tokenHash: tokenHash, ownerEpoch: ownerEpoch, outbox: SessionOutbox(), written: nil, isStored: false) { problem in
            told.list.withLock { $0.append("\(problem)") }
        }
    }

    private final class ProblemsTold: Sendable {
        let list = Mutex<[String]>([])
    }

    private let told: ProblemsTold
}

/// A store whose saves run a script on each batch, and keep the batches it let through; every
/// other call answers at once.
final class ScriptedStore: SessionStore {

    /// What a store that does not answer throws.
    struct Unanswered: Error {}

    let databaseSystem = "scripted"

    /// A store running `script` on each batch it is asked to save: a batch is kept unless it throws.
    init(script: @escaping @Sendable ([StoredSession]) async throws -> Void) {
        self.script = script
    }

    /// The batches kept, in order.
    var batches: [[StoredSession]] {
        state.withLock { $0.batches }
    }

    /// How many saves were asked for.
    var calls: Int {
        state.withLock { $0.calls }
    }

    func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        state.withLock { $0.calls += 1 }
        try await script(sessions)
        state.withLock { $0.batches.append(sessions) }
        return []
    }

    func checkAvailability() async throws {}

    func takeOver(tokenHash: String) async throws -> StoredSession? {
        nil
    }

    func ownerEpoch(tokenHash: String) async throws -> Int64? {
        nil
    }

    func keepAside(_ session: StoredSession, reason: String) async throws {}

    func delete(tokenHashes: [String]) async throws {}

    var takeOvers: AsyncStream<TakeOverNotice> {
        AsyncStream { $0.finish() }
    }

    func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String] {
        []
    }

    // MARK: - Private

    private struct State {
        var batches: [[StoredSession]] = []
        var calls = 0
    }

    private let script: @Sendable ([StoredSession]) async throws -> Void
    private let state = Mutex(State())
}

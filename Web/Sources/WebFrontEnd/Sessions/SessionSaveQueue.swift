import Foundation
import Synchronization

/// Writes sessions' states to a ``SessionStore`` in batches, off the main actor.
///
/// A session hands over its state as the app captured it, on the main actor, and goes on; a
/// writer task turns the captures into bytes, writes every session whose bytes changed in one
/// batch, and lets each session's held messages go (``SessionOutbox``), without a trip back to
/// the main actor. The states that arrive while a batch is written go together in the next,
/// each session's newest only: the busier the server, the more sessions per commit. The main
/// actor, which runs every session's game, thus neither writes JSON nor waits for the store.
///
/// One batch is written at a time, in order: a later batch never lands before an earlier one.
final class SessionSaveQueue: Sendable {

    /// A session as the store names it.
    struct Session: Sendable {
        /// The SHA-256 of its token.
        let tokenHash: String
        /// The owner epoch this server runs it at.
        let ownerEpoch: Int64
    }

    /// Creates a queue writing to `store`, counting its writes in `metrics`.
    init(store: any SessionStore, metrics: ServerMetrics = .disabled) {
        self.store = store
        self.metrics = metrics
    }

    /// Takes a session in: `state` is what the store holds for it (`isStored`), or what its
    /// first change is compared with (a new session is stored once it changes).
    func register(_ tokenHash: String, state: Data?, isStored: Bool) {
        self.state.withLock { $0.records[tokenHash] = Record(state: state, isStored: isStored) }
    }

    /// Forgets a session that was released; what it queued is still written.
    func forget(_ tokenHash: String) {
        state.withLock { _ = $0.records.removeValue(forKey: tokenHash) }
    }

    /// Saves a session's state, if it changed since it was last written, holding the messages
    /// of `outbox` until then (``SessionOutbox/saveDidStart()`` is the caller's to call).
    ///
    /// - Parameters:
    ///   - write: Writes the state the session captured.
    ///   - session: The session.
    ///   - lastActivity: When the session's state changed, on the wall clock.
    ///   - outbox: The session's outbox, whose messages are let go once the state is stored.
    ///   - problem: Told on the main actor when the state could not be written or stored.
    func save(_ write: @escaping StateWriter, of session: Session, at lastActivity: Date, holding outbox: SessionOutbox,
              problem: @escaping @MainActor @Sendable (SaveProblem) -> Void) {
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: write, storesActivity: false, outboxes: [outbox],
                            problems: [problem]))
    }

    /// Stores `session`'s last activity with the state last stored, if it was ever stored;
    /// nothing is held.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - lastActivity: When the session was last active, on the wall clock.
    ///   - problem: Told on the main actor when the store could not be written.
    func storeActivity(of session: Session, at lastActivity: Date, problem: @escaping @MainActor @Sendable (SaveProblem) -> Void) {
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: nil, storesActivity: true, outboxes: [], problems: [problem]))
    }

    /// Returns once everything queued so far has been written, or has failed.
    func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = state.withLock { state in
                guard state.isWriting else {
                    return true
                }
                state.idleWaiters.append(continuation)
                return false
            }
            if isIdle {
                continuation.resume()
            }
        }
    }

    // MARK: - Private

    private struct Record {
        /// The state last written from a capture: stored, or to compare the first change with.
        var state: Data?
        var isStored: Bool
    }

    /// A session's saves since the last batch, merged.
    private struct PendingSave {
        var session: Session
        /// When the session was last active, as of its newest save.
        var lastActivity: Date
        /// The newest capture; `nil` for an activity alone.
        var write: StateWriter?
        var storesActivity: Bool
        /// One entry per save whose messages wait (the same outbox, as often as it saved).
        var outboxes: [SessionOutbox]
        var problems: [@MainActor @Sendable (SaveProblem) -> Void]

        mutating func merge(_ newer: PendingSave) {
            session = newer.session
            lastActivity = newer.lastActivity
            write = newer.write ?? write
            storesActivity = storesActivity || newer.storesActivity
            outboxes += newer.outboxes
            problems += newer.problems
        }
    }

    private struct State {
        var records: [String: Record] = [:]
        var pending: [PendingSave] = []
        /// Where each session's save is in ``pending``.
        var pendingIndex: [String: Int] = [:]
        /// Whether a writer is writing; it stops once nothing is queued.
        var isWriting = false
        /// Who waits for the writer to stop.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let store: any SessionStore
    private let metrics: ServerMetrics
    private let state = Mutex(State())

    private func enqueue(_ save: PendingSave) {
        state.withLock { state in
            if let index = state.pendingIndex[save.session.tokenHash] {
                state.pending[index].merge(save)
            } else {
                state.pendingIndex[save.session.tokenHash] = state.pending.count
                state.pending.append(save)
            }
            if !state.isWriting {
                state.isWriting = true
                // Off the main actor: captures become bytes, and the store is written, there.
                Task.detached {
                    await self.writeUntilEmpty()
                }
            }
        }
    }

    private func writeUntilEmpty() async {
        while let batch = takeBatch() {
            await write(batch)
        }
    }

    /// The saves queued so far, or `nil` if there are none: then the writer stops, and who
    /// waited for it goes on.
    private func takeBatch() -> [PendingSave]? {
        let (batch, idleWaiters) = state.withLock { state -> ([PendingSave]?, [CheckedContinuation<Void, Never>]) in
            guard !state.pending.isEmpty else {
                state.isWriting = false
                defer { state.idleWaiters.removeAll() }
                return (nil, state.idleWaiters)
            }
            defer {
                state.pending.removeAll(keepingCapacity: true)
                state.pendingIndex.removeAll(keepingCapacity: true)
            }
            return (state.pending, [])
        }
        for waiter in idleWaiters {
            waiter.resume()
        }
        return batch
    }

    private func write(_ batch: [PendingSave]) async {
        var captured: [String: Data] = [:]
        var unwritable: [String: any Error] = [:]
        for save in batch {
            guard let write = save.write else {
                continue
            }
            do {
                captured[save.session.tokenHash] = try write()
            } catch {
                unwritable[save.session.tokenHash] = error
            }
        }
        let rows = rowsToStore(batch, captured: captured)
        let refused = await writeRows(rows)
        let rowTokenHashes = Set(rows.map(\.tokenHash))
        for save in batch {
            let tokenHash = save.session.tokenHash
            let (outcome, problem): (SaveOutcome, SaveProblem?) = if let error = unwritable[tokenHash] {
                (.stored, .unwritable(error))
            } else {
                switch refused {
                case let .success(tokenHashes) where tokenHashes.contains(tokenHash): (.takenOver, .takenOver)
                case .success: (.stored, nil)
                case let .failure(error) where rowTokenHashes.contains(tokenHash): (.failed(error), .storeFailed(error))
                case .failure: (.stored, nil)
                }
            }
            for outbox in save.outboxes {
                outbox.saveDidFinish(outcome)
            }
            if let problem {
                let handlers = save.problems
                Task { @MainActor in
                    for handler in handlers {
                        handler(problem)
                    }
                }
            }
        }
    }

    /// The rows of `batch` to write: each session whose captured state differs from the one
    /// last written, and, for a session asked to store its activity, the state last stored.
    private func rowsToStore(_ batch: [PendingSave], captured: [String: Data]) -> [StoredSession] {
        state.withLock { state in
            batch.compactMap { save in
                let session = save.session
                let record = state.records[session.tokenHash]
                let savedState: Data
                if let data = captured[session.tokenHash], data != record?.state {
                    state.records[session.tokenHash]?.state = data
                    savedState = data
                } else if save.storesActivity, let record, record.isStored, let stored = record.state {
                    savedState = stored
                } else {
                    return nil
                }
                return StoredSession(tokenHash: session.tokenHash, savedState: savedState, lastActivity: save.lastActivity,
                                     ownerEpoch: session.ownerEpoch)
            }
        }
    }

    /// Writes `rows`, counting the write.
    ///
    /// - Returns: The token hashes of the rows refused (another server took them over), or
    ///   why the store could not be written.
    private func writeRows(_ rows: [StoredSession]) async -> Result<Set<String>, any Error> {
        guard !rows.isEmpty else {
            return .success([])
        }
        let started = ContinuousClock.now
        let result: Result<Set<String>, any Error>
        do {
            result = .success(try await store.save(rows))
            metrics.storeWrites.increment()
        } catch {
            result = .failure(error)
            metrics.storeWriteFailures.increment()
        }
        metrics.storeWriteDuration.recordNanoseconds((ContinuousClock.now - started).nanoseconds)
        if case let .success(refused) = result {
            state.withLock { state in
                for row in rows where !refused.contains(row.tokenHash) {
                    state.records[row.tokenHash]?.isStored = true
                }
            }
        }
        return result
    }
}

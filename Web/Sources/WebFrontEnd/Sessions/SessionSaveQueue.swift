import Foundation
import Synchronization

/// Writes sessions' states to a ``SessionStore`` in batches, off the main actor.
///
/// A session hands over its state as the app captured it, on the main actor, and goes on; the
/// writer runs the captures' ``StateWriter``s, writes every session whose bytes changed in one
/// batch, and lets each session's held messages go (``SessionOutbox``), without a trip back to
/// the main actor. The states that arrive while a batch is written go together in the next,
/// each session's newest only: the busier the server, the more sessions per commit. The main
/// actor, which runs every session's game, thus never waits for the store. Where the bytes are
/// made is the app's choice (see ``StateSaver``): an app that captures values has them written
/// here; one that captures the bytes themselves, with RIBs' `SavedTree.encoded(saving:)` because
/// it costs less, wrote them on the main actor already.
///
/// One batch is written at a time, in order: a later batch never lands before an earlier one.
///
/// A page's message takes the writer's turn itself (``queueingForCaller(_:)``, through
/// ``WebSession/receive(_:from:at:)``): the connection's task that brought the message writes
/// the saves it caused, off the main actor, so that a message costs no wake-up of a writer task.
final class SessionSaveQueue: Sendable {

    /// The writer's turn, handed to a caller of ``queueingForCaller(_:)``, which must take it:
    /// until it does, the queue's saves wait, and their pages' messages with them.
    struct WriterTurn: Sendable {
        fileprivate let queue: SessionSaveQueue

        /// Writes everything queued, batch after batch, until the queue is empty; where the
        /// caller runs, which should not be the main actor.
        func write() async {
            await queue.writeUntilEmpty()
        }
    }

    /// Creates a queue writing to `store`, counting its writes in `metrics`.
    init(store: any SessionStore, metrics: ServerMetrics = .disabled) {
        self.store = store
        self.metrics = metrics
    }

    /// Saves a session's state, if it changed since it was last written, holding the session's
    /// page's messages until then.
    ///
    /// - Parameters:
    ///   - write: Writes the state the session captured.
    ///   - session: The session.
    ///   - lastActivity: When the session's state changed, on the wall clock.
    func save(_ write: @escaping StateWriter, of session: SavingSession, at lastActivity: Date) {
        session.outbox.saveDidStart()
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: write, storesActivity: false, holds: 1))
    }

    /// Stores `session`'s last activity with the state last stored, if it was ever stored;
    /// nothing is held.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - lastActivity: When the session was last active, on the wall clock.
    func storeActivity(of session: SavingSession, at lastActivity: Date) {
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: nil, storesActivity: true, holds: 0))
    }

    /// Runs `body`, on the main actor, without starting a writer task for the saves it queues:
    /// if it queued any and no writer is at work, the caller is given the writer's turn.
    ///
    /// - Returns: The writer's turn, which the caller must take, off the main actor; `nil`
    ///   if there is nothing to write or a writer is at work, which writes it.
    @MainActor
    func queueingForCaller(_ body: () -> Void) -> WriterTurn? {
        state.withLock { $0.callersToWrite += 1 }
        body()
        return state.withLock { state in
            state.callersToWrite -= 1
            guard state.callersToWrite == 0, !state.isWriting, !state.pending.isEmpty else {
                return nil
            }
            state.isWriting = true
            return WriterTurn(queue: self)
        }
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

    /// A session's saves since the last batch, merged.
    private struct PendingSave {
        let session: SavingSession
        /// When the session was last active, as of its newest save.
        var lastActivity: Date
        /// The newest capture; `nil` for an activity alone.
        var write: StateWriter?
        var storesActivity: Bool
        /// How many saves hold the session's messages.
        var holds: Int

        mutating func merge(_ newer: PendingSave) {
            lastActivity = newer.lastActivity
            write = newer.write ?? write
            storesActivity = storesActivity || newer.storesActivity
            holds += newer.holds
        }
    }

    private struct State {
        var pending: [PendingSave] = []
        /// Where each session's save is in ``pending``.
        var pendingIndex: [ObjectIdentifier: Int] = [:]
        /// Whether a writer is writing; it stops once nothing is queued.
        var isWriting = false
        /// How many callers of ``queueingForCaller(_:)`` are running their body: meanwhile,
        /// saves wait for them rather than for a writer task. Only the main actor queues saves.
        var callersToWrite = 0
        /// Who waits for the writer to stop.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let store: any SessionStore
    private let metrics: ServerMetrics
    private let state = Mutex(State())

    private func enqueue(_ save: PendingSave) {
        let key = ObjectIdentifier(save.session)
        state.withLock { state in
            if let index = state.pendingIndex[key] {
                state.pending[index].merge(save)
            } else {
                state.pendingIndex[key] = state.pending.count
                state.pending.append(save)
            }
            if !state.isWriting, state.callersToWrite == 0 {
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

    /// Writes the captures of `batch` out, stores what changed in one go, and lets each
    /// session's messages go, telling the sessions of what went wrong.
    private func write(_ batch: [PendingSave]) async {
        var rows: [StoredSession] = []
        rows.reserveCapacity(batch.count)
        var hasRow = [Bool](repeating: false, count: batch.count)
        var problems = [SaveProblem?](repeating: nil, count: batch.count)
        for (index, save) in batch.enumerated() {
            var state: Data?
            do {
                state = try save.write?()
            } catch {
                problems[index] = .unwritable(error)
            }
            if let row = save.session.row(for: state, storingActivity: save.storesActivity, lastActivity: save.lastActivity) {
                rows.append(row)
                hasRow[index] = true
            }
        }
        let result = await writeRows(rows)
        for (index, save) in batch.enumerated() {
            var outcome = SaveOutcome.stored
            if hasRow[index] {
                switch result {
                case let .success(refused) where refused.contains(save.session.tokenHash):
                    (outcome, problems[index]) = (.takenOver, .takenOver)
                case .success:
                    save.session.didStore()
                case let .failure(error):
                    (outcome, problems[index]) = (.failed(error), .storeFailed(error))
                }
            }
            save.session.outbox.saveDidFinish(outcome, saves: save.holds)
            if let problem = problems[index] {
                let handler = save.session.problem
                Task { @MainActor in
                    handler(problem)
                }
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
        return result
    }
}

import Foundation
import Logging
import Synchronization

/// Writes sessions' states to a ``SessionStore`` in batches, off the main actor.
///
/// A session hands over its state as the app captured it, on the main actor, and goes on; the
/// writer runs the captures' ``StateWriter``s, writes every session whose bytes changed in one
/// batch, and lets each session's held messages go (``SessionOutbox``), without a trip back to
/// the main actor. The states that arrive while a batch is written go together in the next,
/// each session's newest only: the busier the server, the more sessions per commit. The main
/// actor, which runs every session, thus never waits for the store. Where the bytes are
/// made is the app's choice (see ``StateSaver``): an app that captures values has them written
/// here; one that captures the bytes themselves, with RIBs' `SavedTree.encoded(saving:)` because
/// it costs less, wrote them on the main actor already.
///
/// One batch is written at a time, in order: a later batch never lands before an earlier one.
///
/// When a batch fails (the store refuses, or does not answer within its deadline), the store is
/// taken as unavailable: each page is told once that its session is not saved, and from then on its
/// changes are shown at once, not held for a store that does not answer. The queue tries the
/// sessions' newest states again every ``retryInterval`` (or, with none to write, asks the store
/// whether it answers); once a batch is stored, the store is available again and each page told
/// is told that its session is saved again.
///
/// A page's message takes the writer's turn itself (``queueingForCaller(_:)``, through
/// ``WebSession/receive(_:from:at:)``): the connection's task that brought the message writes
/// the saves it caused, off the main actor, so that a message costs no wake-up of a writer task.
final class SessionSaveQueue: Sendable {

    /// The writer's turn, handed to a caller of ``queueingForCaller(_:)``, which must take it:
    /// until it does, the queue's saves wait, and their pages' messages with them.
    struct WriterTurn: Sendable {
        fileprivate let queue: SessionSaveQueue

        /// Writes everything queued, batch after batch, until the queue is empty or the store
        /// fails; where the caller runs, which should not be the main actor.
        func write() async {
            await queue.writeUntilEmpty()
        }
    }

    /// How long the queue waits before trying a store that failed again.
    static let retryInterval: Duration = .seconds(1)

    /// Creates a queue writing to `store`, counting its writes in `metrics`.
    ///
    /// - Parameters:
    ///   - store: Where the sessions are kept.
    ///   - deadline: How long the store may take to answer whether it answers, once it failed.
    ///   - logger: Where the store's failure and recovery are logged, once each.
    ///   - metrics: What the queue counts.
    init(store: any SessionStore, deadline: StoreDeadline = .standard, logger: Logger, metrics: ServerMetrics = .disabled) {
        self.store = store
        self.deadline = deadline
        self.logger = logger
        self.metrics = metrics
    }

    /// Whether the store stored the last batch (or answered, when asked): `false` from a failure
    /// until the store answers again.
    var isStoreAvailable: Bool {
        state.withLock { $0.isStoreAvailable }
    }

    /// Saves a session's state, if it changed since it was last written: with the store
    /// available, the session's page's messages are held until then; without, the page is told
    /// (once) that its session is not saved, and the state waits for the store's return.
    ///
    /// - Parameters:
    ///   - write: Writes the state the session captured.
    ///   - appliedInput: The last input of the session's page the state holds the change of.
    ///   - session: The session.
    ///   - lastActivity: When the session's state changed, on the wall clock.
    func save(_ write: @escaping StateWriter, holdingInputsUpTo appliedInput: Int64, of session: SavingSession, at lastActivity: Date) {
        let holds: Int
        if isStoreAvailable {
            session.outbox.saveDidStart()
            holds = 1
        } else {
            session.outbox.tellSavingFails()
            holds = 0
        }
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: write, appliedInput: appliedInput,
                            storesActivity: false, holds: holds))
    }

    /// Stores `session`'s last activity with the state last stored, if it was ever stored;
    /// nothing is held. A page that comes while the store is unavailable is told so.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - lastActivity: When the session was last active, on the wall clock.
    func storeActivity(of session: SavingSession, at lastActivity: Date) {
        if !isStoreAvailable {
            session.outbox.tellSavingFails()
        }
        enqueue(PendingSave(session: session, lastActivity: lastActivity, write: nil, appliedInput: 0, storesActivity: true, holds: 0))
    }

    /// Runs `body`, on the main actor, without starting a writer task for the saves it queues:
    /// if it queued any and no writer is at work, the caller is given the writer's turn.
    ///
    /// - Returns: The writer's turn, which the caller must take, off the main actor; `nil`
    ///   if there is nothing to write, a writer is at work, which writes it, or the store is
    ///   unavailable, where the queue's retries write it.
    @MainActor
    func queueingForCaller(_ body: () -> Void) -> WriterTurn? {
        state.withLock { $0.callersToWrite += 1 }
        body()
        return state.withLock { state in
            state.callersToWrite -= 1
            guard state.callersToWrite == 0, !state.isWriting, state.isStoreAvailable, !state.pending.isEmpty else {
                return nil
            }
            state.isWriting = true
            return WriterTurn(queue: self)
        }
    }

    /// Notes `session`, which saves through this queue for as long as it lives: should the store
    /// lose what it held (``StoreLostItsSessions``), every such session is saved again.
    func register(_ session: SavingSession) {
        state.withLock { state in
            // Those gone are forgotten whenever the list has doubled: a session costs the same
            // to register however many came and went.
            if state.registered.count >= state.registeredLimit {
                state.registered.removeAll { $0.session == nil }
                state.registeredLimit = max(64, state.registered.count * 2)
            }
            state.registered.append(RegisteredSession(session: session))
        }
    }

    /// The store failed a call outside the queue (a read): it is unavailable until it answers
    /// again, which the queue finds out by itself.
    func storeDidFail(_ error: any Error) {
        if markStoreUnavailable(after: error) {
            startRetrying()
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
        /// The newest capture; `nil` for an activity alone, or a retry.
        var write: StateWriter?
        /// The last input of the page the newest capture holds the change of.
        var appliedInput: Int64
        var storesActivity: Bool
        /// How many saves hold the session's messages.
        var holds: Int

        mutating func merge(_ newer: PendingSave) {
            lastActivity = newer.lastActivity
            if let newerWrite = newer.write {
                write = newerWrite
                appliedInput = newer.appliedInput
            }
            storesActivity = storesActivity || newer.storesActivity
            holds += newer.holds
        }
    }

    private struct State {
        var pending: [PendingSave] = []
        /// Where each session's save is in ``pending``.
        var pendingIndex: [ObjectIdentifier: Int] = [:]
        /// Whether a writer is writing; it stops once nothing is queued, or the store failed.
        var isWriting = false
        /// How many callers of ``queueingForCaller(_:)`` are running their body: meanwhile,
        /// saves wait for them rather than for a writer task. Only the main actor queues saves.
        var callersToWrite = 0
        /// Who waits for the writer to stop.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        /// Whether the last batch was stored; see ``isStoreAvailable``.
        var isStoreAvailable = true
        /// Whether a task tries the store again, while it is unavailable.
        var isRetrying = false
        /// The sessions whose newest state a failed batch did not store, to try again.
        /// Held weakly: a session the registry let go meanwhile (expired, taken over) is not
        /// written once it is gone, however long the store takes to answer.
        var unstored: [ObjectIdentifier: RegisteredSession] = [:]
        /// Every session that saves through the queue, while it lives.
        var registered: [RegisteredSession] = []
        /// How long ``registered`` may grow before those gone are forgotten.
        var registeredLimit = 64
    }

    /// A session the queue knows of, without keeping it alive.
    private struct RegisteredSession {
        weak var session: SavingSession?
    }

    private let store: any SessionStore
    private let deadline: StoreDeadline
    private let logger: Logger
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
            // While the store is unavailable, the retries write what waits.
            if !state.isWriting, state.callersToWrite == 0, state.isStoreAvailable {
                state.isWriting = true
                // Off the main actor: captures become bytes, and the store is written, there.
                Task.detached {
                    await self.writeUntilEmpty()
                }
            }
        }
    }

    /// Writes batch after batch until nothing is queued, or until a batch fails: then the
    /// retries take over, and the caller (perhaps a page's connection) goes on. A caller whose
    /// task is cancelled (its page went away) hands the writing on to a task of the queue's own.
    private func writeUntilEmpty() async {
        while true {
            if Task.isCancelled {
                handOnTheWriting()
                return
            }
            guard let batch = takeBatch() else {
                return
            }
            switch await write(batch) {
            case .answered:
                continue
            case let .failed(failure):
                letHeldMessagesGo(after: failure)
                stopWriting()
                startRetrying()
                return
            case .handedBack:
                handOnTheWriting()
                return
            }
        }
    }

    /// Goes on writing in a task of the queue's own, which is the writer now: the caller's task
    /// was cancelled, and a store call it makes may be cut short.
    private func handOnTheWriting() {
        Task.detached {
            await self.writeUntilEmpty()
        }
    }

    /// Lets the messages that saves queued meanwhile hold go to their pages, with the news that
    /// the store fails: the retries write those saves, and pages do not wait for them.
    private func letHeldMessagesGo(after failure: any Error) {
        let held = state.withLock { state in
            state.pending.indices.compactMap { index -> (SessionOutbox, Int)? in
                let holds = state.pending[index].holds
                guard holds > 0 else {
                    return nil
                }
                state.pending[index].holds = 0
                return (state.pending[index].session.outbox, holds)
            }
        }
        for (outbox, holds) in held {
            outbox.saveDidFinish(.failed(failure), saves: holds)
        }
    }

    /// The saves queued so far, or `nil` if there are none: then the writer stops, and who
    /// waited for it goes on.
    private func takeBatch() -> [PendingSave]? {
        let batch = state.withLock { state -> [PendingSave]? in
            guard !state.pending.isEmpty else {
                return nil
            }
            defer {
                state.pending.removeAll(keepingCapacity: true)
                state.pendingIndex.removeAll(keepingCapacity: true)
            }
            return state.pending
        }
        if batch == nil {
            stopWriting()
        }
        return batch
    }

    /// The writer stops; who waited for it goes on.
    private func stopWriting() {
        let idleWaiters = state.withLock { state in
            state.isWriting = false
            defer { state.idleWaiters.removeAll() }
            return state.idleWaiters
        }
        for waiter in idleWaiters {
            waiter.resume()
        }
    }

    /// What became of a batch.
    private enum BatchEnd {
        /// The store answered: it stored the rows, or refused some (taken over, set aside).
        case answered
        /// The store could not be written.
        case failed(any Error)
        /// The writer's task was cancelled before the store answered: the batch is queued again.
        case handedBack
    }

    /// What the store answered to a write.
    private struct StoreAnswer {
        /// The token hashes of the rows left as they were: another server took them over.
        var takenOver: Set<String> = []
        /// The rows the store refused for what they hold, by token hash.
        var refused: [String: StoreRefusedRows] = [:]

        mutating func add(_ other: StoreAnswer) {
            takenOver.formUnion(other.takenOver)
            refused.merge(other.refused) { first, _ in first }
        }
    }

    /// Writes the captures of `batch` out, stores what changed in one go, and lets each
    /// session's messages go, telling the sessions of what went wrong.
    private func write(_ batch: [PendingSave]) async -> BatchEnd {
        var rows: [StoredSession] = []
        rows.reserveCapacity(batch.count)
        var rowOfSave = [Int?](repeating: nil, count: batch.count)
        var problems = [SaveProblem?](repeating: nil, count: batch.count)
        for (index, save) in batch.enumerated() {
            var state: Data?
            do {
                state = try save.write?()
            } catch {
                problems[index] = .unwritable(error)
            }
            if let row = save.session.row(for: state, appliedInput: save.appliedInput, storingActivity: save.storesActivity,
                                          lastActivity: save.lastActivity) {
                rowOfSave[index] = rows.count
                rows.append(row)
            }
        }
        let superseded = Self.supersededRows(in: rows)
        let result = await writeRows(rows.indices.filter { !superseded.contains($0) }.map { rows[$0] }[...])
        if case .failure = result, Task.isCancelled {
            // Cut short with its caller (the page went away), not refused by the store.
            requeue(batch, withRows: rowOfSave, problems: problems)
            return .handedBack
        }
        if case let .failure(error) = result {
            markStoreUnavailable(after: error)
            if error is StoreLostItsSessions {
                saveEverySessionAgain()
            }
        } else if !rows.isEmpty {
            markStoreAvailable()
        }
        for (index, save) in batch.enumerated() {
            var outcome = SaveOutcome.stored(input: save.session.storedInput)
            if case let .failure(error) = result {
                // Nothing of this session's was written, but its page learns the store fails.
                outcome = .failed(error)
            }
            if let row = rowOfSave[index] {
                let settled = settle(save.session, superseded: superseded.contains(row), by: result)
                outcome = settled.outcome
                problems[index] = settled.problem ?? problems[index]
            }
            save.session.outbox.saveDidFinish(outcome, saves: save.holds)
            report(problems[index], to: save.session)
        }
        if case let .failure(error) = result {
            return .failed(error)
        }
        return .answered
    }

    /// Records what became of `session`'s row: stored, superseded by a newer run of the same
    /// session, left because another server took it over, refused for what it holds (set aside,
    /// not written again as it is), or not written (tried again).
    ///
    /// - Returns: What the session's page is told, and the session, if anything.
    private func settle(_ session: SavingSession, superseded: Bool,
                        by result: Result<StoreAnswer, any Error>) -> (outcome: SaveOutcome, problem: SaveProblem?) {
        let answer: StoreAnswer
        switch result {
        case let .success(answered):
            answer = answered
        case let .failure(error):
            session.didFail()
            state.withLock { $0.unstored[ObjectIdentifier(session)] = RegisteredSession(session: session) }
            return (.failed(error), nil)
        }
        // Answered: the retries have nothing more to write for the session.
        state.withLock { _ = $0.unstored.removeValue(forKey: ObjectIdentifier(session)) }
        if superseded || answer.takenOver.contains(session.tokenHash) {
            return (.takenOver, .takenOver)
        }
        guard let refusal = answer.refused[session.tokenHash] else {
            session.didStore()
            return (.stored(input: session.storedInput), nil)
        }
        metrics.storeRowsRefused.increment()
        logger.error("The store refused a session's row; it is not written again until the session changes",
                     metadata: ["token_hash": "\(session.tokenHash.prefix(12))", "reason": "\(refusal.reason)"])
        return (.failed(refusal), nil)
    }

    /// Tells `session`, on the main actor, of `problem`, if there is one.
    private func report(_ problem: SaveProblem?, to session: SavingSession) {
        guard let problem else {
            return
        }
        let handler = session.problem
        Task { @MainActor in
            handler(problem)
        }
    }

    /// The indices of the rows another row of the same session supersedes, so that a session is
    /// at most once in a write: the row of the newest owner epoch (the later, of equal ones) is
    /// written. A session this server runs anew (its page came back after another server took
    /// it over) may have a row of its earlier run waiting still.
    private static func supersededRows(in rows: [StoredSession]) -> Set<Int> {
        var newest: [String: Int] = [:]
        var superseded: Set<Int> = []
        for (index, row) in rows.enumerated() {
            if let earlier = newest[row.tokenHash] {
                guard row.ownerEpoch >= rows[earlier].ownerEpoch else {
                    superseded.insert(index)
                    continue
                }
                superseded.insert(earlier)
            }
            newest[row.tokenHash] = index
        }
        return superseded
    }

    /// Queues the saves of `batch` again, ahead of those queued since (which merge into them),
    /// their pages' messages still held: the batch's writer was cancelled before the store
    /// answered. Saves that had nothing to store are done.
    private func requeue(_ batch: [PendingSave], withRows rowOfSave: [Int?], problems: [SaveProblem?]) {
        var again: [PendingSave] = []
        for (index, save) in batch.enumerated() {
            report(problems[index], to: save.session)
            guard rowOfSave[index] != nil else {
                save.session.outbox.saveDidFinish(.stored(input: save.session.storedInput), saves: save.holds)
                continue
            }
            // The row is given again by the next save of the session, whatever it captures.
            save.session.didFail()
            again.append(PendingSave(session: save.session, lastActivity: save.lastActivity, write: nil, appliedInput: save.appliedInput,
                                     storesActivity: save.storesActivity, holds: save.holds))
        }
        state.withLock { state in
            let newer = state.pending
            state.pending = again
            state.pendingIndex = Dictionary(again.enumerated().map { (ObjectIdentifier($1.session), $0) }) { first, _ in first }
            for save in newer {
                let key = ObjectIdentifier(save.session)
                if let index = state.pendingIndex[key] {
                    state.pending[index].merge(save)
                } else {
                    state.pendingIndex[key] = state.pending.count
                    state.pending.append(save)
                }
            }
        }
    }

    /// Writes `rows`, counting each write; rows the store refuses for what they hold are found
    /// by writing the batch again in halves, and left out.
    ///
    /// - Returns: What the store answered, or why it could not be written.
    private func writeRows(_ rows: ArraySlice<StoredSession>) async -> Result<StoreAnswer, any Error> {
        guard !rows.isEmpty else {
            return .success(StoreAnswer())
        }
        let started = ContinuousClock.now
        defer { metrics.storeWriteDuration.recordNanoseconds((ContinuousClock.now - started).nanoseconds) }
        do {
            let takenOver = try await StoreCallSpan.run(WebTracing.storeSaveSpanName, of: store,
                                                        attributes: [WebTracing.storeRowsAttribute: .int64(Int64(rows.count))]) {
                try await store.save(Array(rows))
            }
            metrics.storeWrites.increment()
            return .success(StoreAnswer(takenOver: takenOver))
        } catch let refusal as StoreRefusedRows {
            metrics.storeWrites.increment()
            guard rows.count > 1 else {
                return .success(StoreAnswer(refused: Dictionary(rows.map { ($0.tokenHash, refusal) }) { first, _ in first }))
            }
            let middle = rows.startIndex + rows.count / 2
            var answer = StoreAnswer()
            for half in [rows[..<middle], rows[middle...]] {
                switch await writeRows(half) {
                case let .success(halfAnswer):
                    answer.add(halfAnswer)
                case let .failure(error):
                    return .failure(error)
                }
            }
            return .success(answer)
        } catch {
            metrics.storeWriteFailures.increment()
            return .failure(error)
        }
    }

    // MARK: - While the store is unavailable

    /// Flags every living session's state as not stored, for the retries to write: the store
    /// lost what it held.
    private func saveEverySessionAgain() {
        state.withLock { state in
            for registered in state.registered {
                guard let session = registered.session else {
                    continue
                }
                session.didFail()
                state.unstored[ObjectIdentifier(session)] = RegisteredSession(session: session)
            }
        }
    }

    /// Records the store as unavailable, logging it if it was available.
    ///
    /// - Returns: Whether it was available.
    @discardableResult
    private func markStoreUnavailable(after error: any Error) -> Bool {
        let wasAvailable = state.withLock { state in
            defer { state.isStoreAvailable = false }
            return state.isStoreAvailable
        }
        if wasAvailable {
            logger.error("The session store fails; sessions go on in memory, and are saved once it answers again",
                         metadata: ["reason": "\(error)"])
        }
        return wasAvailable
    }

    /// Records the store as available, logging it if it was not.
    private func markStoreAvailable() {
        let wasAvailable = state.withLock { state in
            defer { state.isStoreAvailable = true }
            return state.isStoreAvailable
        }
        if !wasAvailable {
            logger.notice("The session store answers again; sessions are saved")
        }
    }

    /// Starts trying the store again, unless a task does already.
    private func startRetrying() {
        let starts = state.withLock { state in
            defer { state.isRetrying = true }
            return !state.isRetrying
        }
        guard starts else {
            return
        }
        // Every retryInterval, until the store answers and nothing is left to write; the task
        // ends with the queue.
        Task.detached { [weak self] in
            while true {
                try? await Task.sleep(for: Self.retryInterval)
                guard let self else {
                    return
                }
                if await retry() {
                    return
                }
            }
        }
    }

    /// Tries the store once, if no writer is at work.
    ///
    /// - Returns: Whether the store answers and nothing is left to write.
    private func retry() async -> Bool {
        guard let batchWaits = takeTheWriterForARetry() else {
            return false
        }
        if batchWaits {
            await writeUntilEmpty()
        } else {
            await askWhetherTheStoreAnswers()
        }
        return state.withLock { state in
            guard state.isStoreAvailable, !state.isWriting else {
                return false
            }
            state.isRetrying = false
            return true
        }
    }

    /// Queues a retry of each unstored session and makes this task the writer, unless a writer
    /// is at work.
    ///
    /// - Returns: Whether there is a batch to write; `nil` if a writer is at work.
    private func takeTheWriterForARetry() -> Bool? {
        state.withLock { state in
            guard !state.isWriting, state.callersToWrite == 0 else {
                return nil
            }
            state.unstored = state.unstored.filter { $0.value.session != nil }
            for (key, unstored) in state.unstored where state.pendingIndex[key] == nil {
                guard let session = unstored.session else {
                    continue
                }
                state.pendingIndex[key] = state.pending.count
                state.pending.append(PendingSave(session: session, lastActivity: session.lastWrittenActivity, write: nil, appliedInput: 0,
                                                 storesActivity: false, holds: 0))
            }
            guard !state.pending.isEmpty else {
                return false
            }
            state.isWriting = true
            return true
        }
    }

    /// Asks the store whether it can keep sessions; a yes makes it available again.
    private func askWhetherTheStoreAnswers() async {
        do {
            try await deadline.run { [store] in
                try await store.checkAvailability()
            }
            markStoreAvailable()
        } catch {
            // Still unavailable; the next retry asks again.
        }
    }
}

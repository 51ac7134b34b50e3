import Logging

/// What became of a session's save.
enum SaveOutcome {
    /// It is in the store.
    case stored
    /// The store refused it: another server took the session over since.
    case takenOver
    /// The store could not be written.
    case failed(any Error)
}

/// Writes sessions' saved states to a ``SessionStore`` in batches, one batch at a time: the
/// states that arrive while a batch is written go together in the next, each session's
/// newest only, so that a busy server writes many sessions per commit.
@MainActor
final class SessionSaveQueue {

    /// Creates a queue writing to `store`, counting its writes in `metrics`.
    init(store: any SessionStore, metrics: ServerMetrics = .disabled) {
        self.store = store
        self.metrics = metrics
    }

    /// Saves `session`; `completion` learns what became of it, once it is stored (or not).
    func enqueue(_ session: StoredSession, completion: @escaping @MainActor (SaveOutcome) -> Void) {
        if let index = pendingIndex[session.tokenHash] {
            pending[index].session = session
            pending[index].completions.append(completion)
        } else {
            pendingIndex[session.tokenHash] = pending.count
            pending.append(PendingSave(session: session, completions: [completion]))
        }
        if writer == nil {
            writer = Task { await writeUntilEmpty() }
        }
    }

    /// Returns once everything queued so far has been written, or has failed.
    func flush() async {
        while let writer {
            await writer.value
        }
    }

    // MARK: - Private

    private struct PendingSave {
        var session: StoredSession
        var completions: [@MainActor (SaveOutcome) -> Void]
    }

    private let store: any SessionStore
    private let metrics: ServerMetrics
    private var pending: [PendingSave] = []
    /// Where each session's save is in ``pending``.
    private var pendingIndex: [String: Int] = [:]
    private var writer: Task<Void, Never>?

    private func writeUntilEmpty() async {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            pendingIndex.removeAll()
            let takenOver: Result<Set<String>, any Error>
            let started = ContinuousClock.now
            do {
                takenOver = .success(try await store.save(batch.map(\.session)))
                metrics.storeWrites.increment()
            } catch {
                takenOver = .failure(error)
                metrics.storeWriteFailures.increment()
            }
            metrics.storeWriteDuration.recordNanoseconds((ContinuousClock.now - started).nanoseconds)
            for save in batch {
                let outcome: SaveOutcome = switch takenOver {
                case let .success(tokenHashes): tokenHashes.contains(save.session.tokenHash) ? .takenOver : .stored
                case let .failure(error): .failed(error)
                }
                for completion in save.completions {
                    completion(outcome)
                }
            }
        }
        writer = nil
    }
}

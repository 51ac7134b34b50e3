import Logging

/// Writes sessions' saved states to a ``SessionStore`` in batches, one batch at a time: the
/// states that arrive while a batch is written go together in the next, each session's
/// newest only, so that a busy server writes many sessions per commit.
@MainActor
final class SessionSaveQueue {

    /// Creates a queue writing to `store`.
    init(store: any SessionStore) {
        self.store = store
    }

    /// Saves `session`; `completion` learns whether it is stored, once it is (or failed).
    func enqueue(_ session: StoredSession, completion: @escaping @MainActor (_ error: (any Error)?) -> Void) {
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
        var completions: [@MainActor ((any Error)?) -> Void]
    }

    private let store: any SessionStore
    private var pending: [PendingSave] = []
    /// Where each session's save is in ``pending``.
    private var pendingIndex: [String: Int] = [:]
    private var writer: Task<Void, Never>?

    private func writeUntilEmpty() async {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            pendingIndex.removeAll()
            var failure: (any Error)?
            do {
                try await store.save(batch.map(\.session))
            } catch {
                failure = error
            }
            for save in batch {
                for completion in save.completions {
                    completion(failure)
                }
            }
        }
        writer = nil
    }
}

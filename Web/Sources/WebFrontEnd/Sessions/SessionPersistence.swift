import Foundation
import Logging

/// How a registry's sessions outlive the process: the store, the queue that writes to it, the
/// deadline of the registry's reads, and the wall clock on which their idle time is kept across
/// restarts.
@MainActor
struct SessionPersistence {

    /// Where the sessions are kept.
    let store: any SessionStore

    /// Writes to ``store`` in batches.
    let queue: SessionSaveQueue

    /// The wall-clock time now.
    let wallClock: @Sendable () -> Date

    /// How long each of the registry's reads may take.
    let deadline: StoreDeadline

    init(store: any SessionStore, wallClock: @escaping @Sendable () -> Date, deadline: StoreDeadline, logger: Logger,
         metrics: ServerMetrics = .disabled) {
        self.store = store
        self.queue = SessionSaveQueue(store: store, deadline: deadline, logger: logger, metrics: metrics)
        self.wallClock = wallClock
        self.deadline = deadline
    }

    /// Runs `read`, a call to the store, within ``deadline``, in a span named after
    /// `operation`; a failure makes the store unavailable until it answers again.
    func read<Result: Sendable>(_ operation: String, _ read: @escaping @Sendable (any SessionStore) async throws -> Result) async throws -> Result {
        do {
            return try await StoreCallSpan.run(WebTracing.storeReadSpanName, of: store,
                                               attributes: [WebTracing.storeOperationAttribute: .string(operation)]) {
                try await deadline.run { [store] in
                    try await read(store)
                }
            }
        } catch {
            if !(error is CancellationError) {
                queue.storeDidFail(error)
            }
            throw error
        }
    }
}

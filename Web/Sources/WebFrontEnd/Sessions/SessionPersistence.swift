import Foundation

/// How a registry's sessions outlive the process: the store, the queue that writes to it, and
/// the wall clock on which their idle time is kept across restarts.
@MainActor
struct SessionPersistence {

    /// Where the sessions are kept.
    let store: any SessionStore

    /// Writes to ``store`` in batches.
    let queue: SessionSaveQueue

    /// The wall-clock time now.
    let wallClock: @Sendable () -> Date

    init(store: any SessionStore, wallClock: @escaping @Sendable () -> Date, metrics: ServerMetrics = .disabled) {
        self.store = store
        self.queue = SessionSaveQueue(store: store, metrics: metrics)
        self.wallClock = wallClock
    }
}

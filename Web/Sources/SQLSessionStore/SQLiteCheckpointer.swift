import Dispatch
import Synchronization
import VaporCSQLite

/// Copies the write-ahead log of a store's file back into the database (a checkpoint) on a
/// thread of its own, through a connection of its own: a checkpoint waits for the disk
/// (`fsync`), milliseconds that would otherwise stall the save that happened to fill the log,
/// and every page waiting on it.
///
/// A checkpoint runs when ``SQLiteSessionWriter`` asks, one at a time; asking while one runs
/// does nothing. It is `PASSIVE`: it never blocks the writer, and copies what was committed
/// when it began.
final class SQLiteCheckpointer: Sendable {

    /// Opens a connection to the database at `path`.
    init(path: String) throws(SQLiteWriteError) {
        // It runs checkpoints only; each ends with the `fsync` that lets the log be reused.
        connection = Mutex(Connection(handle: try SQLiteSessionWriter.openConnection(path)))
    }

    /// Starts a checkpoint, unless one is running or the checkpointer is closed.
    func start() {
        let shouldStart = state.withLock { state in
            guard !state.isRunning, !state.isClosed else {
                return false
            }
            state.isRunning = true
            return true
        }
        guard shouldStart else {
            return
        }
        queue.async {
            self.connection.withLock { $0.checkpoint() }
            self.state.withLock { $0.isRunning = false }
        }
    }

    /// Closes the connection, after a running checkpoint (both run on one serial queue);
    /// nothing runs afterwards.
    func close() async {
        state.withLock { $0.isClosed = true }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                self.connection.withLock { $0.close() }
                continuation.resume()
            }
        }
    }

    // MARK: - Private

    private struct State {
        var isRunning = false
        var isClosed = false
    }

    private struct Connection {
        var handle: OpaquePointer?

        func checkpoint() {
            // SQLITE_BUSY (another checkpoint, sqlite-nio's, is running) is not a failure: the
            // next one copies what this one did not.
            _ = sqlite_nio_sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        }

        mutating func close() {
            sqlite_nio_sqlite3_close_v2(handle)
            handle = nil
        }
    }

    private let connection: Mutex<Connection>
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "SQLiteCheckpointer")
}

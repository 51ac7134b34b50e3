import Foundation
import Synchronization
// The SQLite that sqlite-nio builds: one copy of SQLite in the process, whose locks on the
// file are shared by both connections (two copies would each drop the other's locks).
import VaporCSQLite
import WebFrontEnd

/// The SQLite connection a store's saves go through: its own, beside sqlite-nio's, so that a
/// batch is written where the caller runs (the server's save queue, off the main actor), in one
/// transaction, rather than on sqlite-nio's thread pool with its answer passed back through an
/// event loop: those hand-offs cost more than the commit.
///
/// Each batch runs the store's upsert (``SessionsTable/upsert(_:on:)``, the statement PostgreSQL
/// is sent too) prepared once for one session, for each session, between `BEGIN IMMEDIATE` and
/// `COMMIT`: the batch lands whole or not at all.
///
/// Its commits never copy the write-ahead log back into the database themselves (SQLite's
/// automatic checkpoint would, with an `fsync`, every 1,000 pages): once the log holds
/// ``checkpointFrames`` pages, a ``SQLiteCheckpointer`` does it on its own thread. Should the
/// log still grow, to ``maxFrames`` pages (the checkpointer never catches up with a writer that
/// never pauses), the writer checkpoints itself, so that the log stays bounded.
///
/// Before each batch it checks that the file at the store's path is still the one it opened
/// (``StoreFileIdentity``): a file removed or replaced under the running server would take every
/// later commit with it, unseen. The batch then fails, as a store that fails does: pages are told
/// before they are shown a change that is not kept.
final class SQLiteSessionWriter: Sendable {

    /// The log's size, in pages, at which a checkpoint is started off the writer's thread.
    static let checkpointFrames: Int32 = 1_000

    /// The log's size, in pages, at which the writer checkpoints itself: about 16 MB.
    static let maxFrames: Int32 = 4_000

    /// Opens the database at `path`, which ``SQLiteSchema`` has prepared, and prepares `upsert`.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - upsert: The upsert of one session, its values bound as `?1` to `?6`: the token hash,
    ///     the saved state, the last activity in milliseconds, the owner epoch, the trace
    ///     context (or null) and the applied input.
    init(path: String, upsert: String) throws(SQLiteWriteError) {
        var statements = Statements(connection: try Self.openConnection(path))
        guard let identity = StoreFileIdentity(path: path) else {
            statements.close()
            throw SQLiteWriteError(message: "the file vanished as it was opened")
        }
        self.path = path
        self.identity = identity
        do throws(SQLiteWriteError) {
            // Per connection: a commit is a write to the log, not a flush to the disk. It
            // survives the process being killed at any moment; a power cut may lose the last ones.
            try statements.execute("PRAGMA synchronous=NORMAL")
            // Another connection's write (a take-over, a sweep) is short: wait for it.
            try statements.execute("PRAGMA busy_timeout=5000")
            try statements.prepare(begin: "BEGIN IMMEDIATE", upsert: upsert, commit: "COMMIT", rollback: "ROLLBACK")
            checkpointer = try SQLiteCheckpointer(path: path)
        } catch {
            statements.close()
            throw error
        }
        statements.watchLogSize()
        self.statements = Mutex(statements)
    }

    /// Writes `sessions` in one transaction, each replacing the session's row unless another
    /// server took it over since (its stored owner epoch moved on).
    ///
    /// - Returns: The token hashes of the sessions left as they were.
    /// - Throws: ``SQLiteWriteError``; then nothing was written.
    func write(_ sessions: [StoredSession]) throws(SQLiteWriteError) -> Set<String> {
        try checkFile()
        let (takenOver, logFrames) = try statements.withLock { statements throws(SQLiteWriteError) in
            let takenOver = try statements.write(sessions)
            if statements.logSize.frames >= Self.maxFrames {
                statements.checkpoint()
            }
            return (takenOver, statements.logSize.frames)
        }
        if logFrames >= Self.checkpointFrames {
            checkpointer.start()
        }
        return takenOver
    }

    /// Throws unless the file at the store's path is the one the writer opened.
    func checkFile() throws(SQLiteWriteError) {
        guard StoreFileIdentity(path: path) == identity else {
            var error = SQLiteWriteError(message: "the store file \(path) was removed or replaced while the server ran")
            error.isFileGone = true
            throw error
        }
    }

    /// Closes the connections; nothing is written afterwards.
    func close() async {
        statements.withLock { $0.close() }
        await checkpointer.close()
    }

    /// Opens a connection to the database at `path`, for one thread at a time (its owner's
    /// mutex sees to it: SQLite's own is not needed).
    static func openConnection(_ path: String) throws(SQLiteWriteError) -> OpaquePointer {
        var handle: OpaquePointer?
        let status = sqlite_nio_sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let error = SQLiteWriteError(handle: handle, status: status)
            sqlite_nio_sqlite3_close_v2(handle)
            throw error
        }
        return handle
    }

    // MARK: - Private

    private let statements: Mutex<Statements>
    private let checkpointer: SQLiteCheckpointer
    /// The store's file, and which file it was when opened.
    private let path: String
    private let identity: StoreFileIdentity

    /// The pages in the write-ahead log, as SQLite last reported after a commit.
    private final class LogSize {
        var frames: Int32 = 0
    }

    /// The connection and its prepared statements.
    private struct Statements {
        var connection: OpaquePointer?
        var begin: OpaquePointer?
        var upsert: OpaquePointer?
        var commit: OpaquePointer?
        var rollback: OpaquePointer?
        let logSize = LogSize()

        init(connection: OpaquePointer?) {
            self.connection = connection
        }

        /// Has SQLite report the log's size after each commit, which also turns its automatic
        /// checkpoints off for this connection.
        func watchLogSize() {
            sqlite_nio_sqlite3_wal_hook(connection, { context, _, _, frames in
                if let context {
                    Unmanaged<LogSize>.fromOpaque(context).takeUnretainedValue().frames = frames
                }
                return SQLITE_OK
            }, Unmanaged.passUnretained(logSize).toOpaque())
        }

        /// Copies what it can of the log into the database, here and now.
        func checkpoint() {
            // Busy (the checkpointer is at it) is no failure: the log is copied either way.
            _ = sqlite_nio_sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        }

        mutating func prepare(begin: String, upsert: String, commit: String, rollback: String) throws(SQLiteWriteError) {
            self.begin = try prepare(begin)
            self.upsert = try prepare(upsert)
            self.commit = try prepare(commit)
            self.rollback = try prepare(rollback)
        }

        func execute(_ sql: String) throws(SQLiteWriteError) {
            try check(sqlite_nio_sqlite3_exec(connection, sql, nil, nil, nil))
        }

        func write(_ sessions: [StoredSession]) throws(SQLiteWriteError) -> Set<String> {
            guard connection != nil else {
                throw SQLiteWriteError(message: "the store is closed")
            }
            try run(begin)
            var takenOver: Set<String> = []
            do throws(SQLiteWriteError) {
                for session in sessions {
                    if try !upsert(session) {
                        takenOver.insert(session.tokenHash)
                    }
                }
                try run(commit)
            } catch {
                // A failed COMMIT may leave the transaction open; a failed statement does.
                if sqlite_nio_sqlite3_get_autocommit(connection) == 0 {
                    try? run(rollback)
                }
                throw error
            }
            return takenOver
        }

        mutating func close() {
            for statement in [begin, upsert, commit, rollback] {
                sqlite_nio_sqlite3_finalize(statement)
            }
            sqlite_nio_sqlite3_close_v2(connection)
            self = Statements(connection: nil)
        }

        // MARK: - Private

        private func prepare(_ sql: String) throws(SQLiteWriteError) -> OpaquePointer? {
            var statement: OpaquePointer?
            try check(sqlite_nio_sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
            return statement
        }

        /// Runs a statement that returns no rows.
        private func run(_ statement: OpaquePointer?) throws(SQLiteWriteError) {
            defer { sqlite_nio_sqlite3_reset(statement) }
            let status = sqlite_nio_sqlite3_step(statement)
            guard status == SQLITE_DONE else {
                throw SQLiteWriteError(handle: connection, status: status)
            }
        }

        /// Runs the upsert for `session`.
        ///
        /// - Returns: Whether the row was written: it was if the upsert changed a row.
        private func upsert(_ session: StoredSession) throws(SQLiteWriteError) -> Bool {
            defer { sqlite_nio_sqlite3_reset(upsert) }
            try check(sqlite_nio_sqlite3_bind_text64(upsert, 1, session.tokenHash, UInt64(session.tokenHash.utf8.count),
                                                     Self.transient, UInt8(SQLITE_UTF8)))
            try check(session.savedState.withUnsafeBytes { bytes in
                sqlite_nio_sqlite3_bind_text64(upsert, 2, bytes.baseAddress, UInt64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
            })
            try check(sqlite_nio_sqlite3_bind_int64(upsert, 3, SessionsTable.milliseconds(session.lastActivity)))
            try check(sqlite_nio_sqlite3_bind_int64(upsert, 4, session.ownerEpoch))
            if let traceContext = session.traceContext {
                try check(sqlite_nio_sqlite3_bind_text64(upsert, 5, traceContext, UInt64(traceContext.utf8.count),
                                                         Self.transient, UInt8(SQLITE_UTF8)))
            } else {
                try check(sqlite_nio_sqlite3_bind_null(upsert, 5))
            }
            try check(sqlite_nio_sqlite3_bind_int64(upsert, 6, session.appliedInput))
            let status = sqlite_nio_sqlite3_step(upsert)
            guard status == SQLITE_DONE else {
                throw SQLiteWriteError(handle: connection, status: status)
            }
            return sqlite_nio_sqlite3_changes(connection) == 1
        }

        private func check(_ status: Int32) throws(SQLiteWriteError) {
            guard status == SQLITE_OK else {
                throw SQLiteWriteError(handle: connection, status: status)
            }
        }

        /// SQLite copies what is bound: `SQLITE_TRANSIENT`, a macro Swift does not import.
        private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}

/// Why the SQLite store's connection for saves failed: SQLite's message.
struct SQLiteWriteError: Error, CustomStringConvertible {

    /// SQLite's message.
    let message: String

    /// Whether the store's file was removed or replaced: nothing can be written to it, and a
    /// new one is needed.
    var isFileGone = false

    /// Whether SQLite refused the statement for what it was to write (a constraint, a value too
    /// big, of the wrong type or out of range): written again as it is, it would be refused again.
    var refusesContent = false

    var description: String {
        message
    }

    init(message: String) {
        self.message = message
    }

    /// The error of `handle`'s last call, which returned `status`.
    init(handle: OpaquePointer?, status: Int32) {
        if let handle, let text = sqlite_nio_sqlite3_errmsg(handle) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite_nio_sqlite3_errstr(status))
        }
        // The primary result code is the low byte of an extended one.
        refusesContent = [SQLITE_TOOBIG, SQLITE_CONSTRAINT, SQLITE_MISMATCH, SQLITE_RANGE].contains(status & 0xff)
    }
}

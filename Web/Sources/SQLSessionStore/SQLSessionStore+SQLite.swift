import Foundation
import WebFrontEnd
import Logging
import SQLiteKit

extension SQLSessionStore {

    /// Opens (or creates) the SQLite store in `directory`, checks it and takes the folder's lock.
    ///
    /// The database runs in write-ahead-log mode with `synchronous=NORMAL`: a committed
    /// batch survives the process being killed at any moment (a power cut may lose the last
    /// batches).
    ///
    /// - Parameters:
    ///   - directory: The data folder; created if need be.
    ///   - logger: The server's logger.
    ///   - metrics: Where rows the store could not read and set aside are counted.
    /// - Throws: A ``SessionStoreError`` naming the file or folder and the reason; the files
    ///   are then left as they were.
    public static func openSQLite(directory: String, logger: Logger, metrics: ServerMetrics = .disabled) async throws(SessionStoreError)
        -> SQLSessionStore {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unusableDirectory(path: directory, reason: Self.reason(error))
        }
        guard let lock = try await acquireLock(in: directory) else {
            throw .inUse(path: directory)
        }
        let path = directory + "/sessions.sqlite3"
        do throws(SessionStoreError) {
            let (connection, writer) = try await openFiles(at: path, logger: logger)
            return SQLSessionStore(location: path, access: SQLiteAccess(path: path, connection: connection, writer: writer, logger: logger),
                                   lock: lock, logger: logger, metrics: metrics)
        } catch {
            lock.release()
            throw error
        }
    }

    /// Opens (or creates) the database at `path` and checks it: sqlite-nio's connection, with
    /// the schema brought up to date, and the store's own writer beside it.
    static func openFiles(at path: String, logger: Logger) async throws(SessionStoreError) -> (SQLiteConnection, SQLiteSessionWriter) {
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
        do throws(SessionStoreError) {
            try await SQLiteSchema.prepare(connection.sql(), path: path)
            do {
                return (connection, try SQLiteSessionWriter(path: path, upsert: SessionsTable.upsertOfOneSession(on: connection.sql())))
            } catch {
                throw .cannotOpen(path: path, reason: error.message)
            }
        } catch {
            try? await connection.close()
            throw error
        }
    }

    // MARK: - Private

    /// The file in the data folder whose lock the server holds while it runs.
    private static let lockFile = "ribs-web.lock"

    /// How long a held lock is tried again before the folder counts as another server's: a
    /// server restarted at once may find its predecessor still exiting, and a process being
    /// started anywhere in this one shares the lock's file until it runs its program.
    private static let lockPatience: Duration = .seconds(2)

    /// The folder's lock, tried again for up to ``lockPatience`` while another holds it: on
    /// ``lockFile``, and on the old names' lock file where a server of them left one
    /// (``LegacyNames/lockFile``), so that such a server still running on the folder during an
    /// upgrade, or started on it again after one, finds it held.
    private static func acquireLock(in directory: String) async throws(SessionStoreError) -> DirectoryLock? {
        let deadline = ContinuousClock.now + lockPatience
        while true {
            if let lock = try DirectoryLock.acquire(directory + "/" + lockFile, alsoLockingIfPresent: [directory + "/" + LegacyNames.lockFile],
                                                    directory: directory) {
                return lock
            }
            guard ContinuousClock.now < deadline else {
                return nil
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
}

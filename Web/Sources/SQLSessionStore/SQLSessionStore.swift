import Foundation
import Logging
import SQLiteKit
import SQLKit
import WebFrontEnd

/// Sessions kept in an SQL database through SQLKit: SQLite in a data folder by default (see
/// ``openSQLite(directory:logger:)``), with statements every SQLKit dialect runs, so that
/// another database can back the same store.
///
/// One table, `sessions`: `token_hash` (the SHA-256 of the token, primary key),
/// `saved_state` (the app's saved RIB tree, JSON text) and `last_active_ms` (wall-clock
/// milliseconds since 1970). A batch of sessions is one statement, so it lands whole or not
/// at all.
public final class SQLSessionStore: SessionStore {

    /// The most sessions one statement writes: far below every dialect's limit on bound values.
    static let rowsPerStatement = 300

    /// The database file.
    public let path: String

    /// Opens (or creates) the SQLite store in `directory`, checks it and takes the folder's lock.
    ///
    /// The database runs in write-ahead-log mode with `synchronous=NORMAL`: a committed
    /// batch survives the process being killed at any moment (a power cut may lose the last
    /// batches).
    ///
    /// - Parameters:
    ///   - directory: The data folder; created if need be.
    ///   - logger: The server's logger.
    /// - Throws: A ``SessionStoreError`` naming the file or folder and the reason; the files
    ///   are then left as they were.
    public static func openSQLite(directory: String, logger: Logger) async throws(SessionStoreError) -> SQLSessionStore {
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
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
        let database = connection.sql()
        do {
            try await SQLiteSchema.prepare(database, path: path)
        } catch {
            try? await connection.close()
            throw error
        }
        return SQLSessionStore(path: path, database: database, lock: lock) {
            try? await connection.close()
        }
    }

    /// Closes the database and lets the folder's lock go.
    public func close() async {
        await closeDatabase()
        lock.release()
    }

    // MARK: - SessionStore

    public func save(_ sessions: [StoredSession]) async throws {
        var start = sessions.startIndex
        while start < sessions.endIndex {
            let chunk = sessions[start ..< min(start + Self.rowsPerStatement, sessions.endIndex)]
            var insert = database.insert(into: "sessions").columns("token_hash", "saved_state", "last_active_ms")
            for session in chunk {
                insert = insert.values(session.tokenHash, String(decoding: session.savedState, as: UTF8.self),
                                       Self.milliseconds(session.lastActivity))
            }
            try await insert
                .onConflict(with: "token_hash") { update in
                    update.set(excludedValueOf: "saved_state").set(excludedValueOf: "last_active_ms")
                }
                .run()
            start = chunk.endIndex
        }
    }

    public func load(tokenHash: String) async throws -> StoredSession? {
        guard let row = try await database.select()
            .columns("saved_state", "last_active_ms")
            .from("sessions")
            .where("token_hash", .equal, tokenHash)
            .first() else {
            return nil
        }
        let savedState = try row.decode(column: "saved_state", as: String.self)
        let lastActive = try row.decode(column: "last_active_ms", as: Int64.self)
        return StoredSession(tokenHash: tokenHash, savedState: Data(savedState.utf8),
                             lastActivity: Date(timeIntervalSince1970: Double(lastActive) / 1_000))
    }

    public func delete(tokenHashes: [String]) async throws {
        var start = tokenHashes.startIndex
        while start < tokenHashes.endIndex {
            let chunk = Array(tokenHashes[start ..< min(start + Self.rowsPerStatement, tokenHashes.endIndex)])
            try await database.delete(from: "sessions").where("token_hash", .in, chunk).run()
            start += chunk.count
        }
    }

    public func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String] {
        try await database.select()
            .column("token_hash")
            .from("sessions")
            .where("last_active_ms", .lessThan, Self.milliseconds(date))
            .orderBy("last_active_ms")
            .limit(limit)
            .all(decodingColumn: "token_hash", as: String.self)
    }

    // MARK: - Private

    private let database: any SQLDatabase
    /// Held until the store closes (or the process ends).
    private let lock: DirectoryLock
    private let closeDatabase: @Sendable () async -> Void

    private init(path: String, database: any SQLDatabase, lock: DirectoryLock, close: @escaping @Sendable () async -> Void) {
        self.path = path
        self.database = database
        self.lock = lock
        self.closeDatabase = close
    }

    /// How long a held lock is tried again before the folder counts as another server's: a
    /// server restarted at once may find its predecessor still exiting, and a process being
    /// started anywhere in this one shares the lock's file until it runs its program.
    private static let lockPatience: Duration = .seconds(2)

    /// The folder's lock, tried again for up to ``lockPatience`` while another holds it.
    private static func acquireLock(in directory: String) async throws(SessionStoreError) -> DirectoryLock? {
        let deadline = ContinuousClock.now + lockPatience
        while true {
            if let lock = try DirectoryLock.acquire(directory + "/tictactoe-web.lock", directory: directory) {
                return lock
            }
            guard ContinuousClock.now < deadline else {
                return nil
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    private static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000).rounded(.down))
    }

    static func reason(_ error: any Error) -> String {
        if let sqliteError = error as? SQLiteError {
            return sqliteError.message
        }
        let nsError = error as NSError
        // Foundation's file errors carry the system's error number underneath.
        if let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            return DirectoryLock.message(forErrorNumber: Int32(underlying.code))
        }
        return "\(error)"
    }
}

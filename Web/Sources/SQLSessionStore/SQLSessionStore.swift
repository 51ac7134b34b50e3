import Foundation
import Logging
import PostgresKit
import SQLiteKit
import SQLKit
import WebFrontEnd

/// Sessions kept in an SQL database through SQLKit: SQLite in a data folder by default (see
/// ``openSQLite(directory:logger:)``), or PostgreSQL shared by several servers (see
/// ``openPostgres(url:logger:)``), with the same statements in both.
///
/// One table, `sessions`: `token_hash` (the SHA-256 of the token, primary key),
/// `saved_state` (the app's saved RIB tree, JSON text), `last_active_ms` (wall-clock
/// milliseconds since 1970) and `owner_epoch` (see ``SessionStore``). A batch of sessions lands
/// whole or not at all (in PostgreSQL, each statement of up to ``rowsPerStatement`` of them);
/// a row whose epoch moved on is left out of it.
public final class SQLSessionStore: SessionStore {

    /// The most sessions one statement writes or deletes: far below every dialect's limit on
    /// bound values.
    static let rowsPerStatement = 300

    /// Where the sessions are: the SQLite file, or the PostgreSQL server and database
    /// (`postgres://user@host:5432/name`, never the password).
    public let location: String

    public var databaseSystem: String {
        access.databaseSystem
    }

    /// Closes the database and lets the data folder's lock go, if it holds one.
    public func close() async {
        await access.close()
        lock?.release()
    }

    // MARK: - SessionStore

    nonisolated(nonsending) public func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        try await access.save(sessions)
    }

    public func checkAvailability() async throws {
        try await access.checkAvailability()
    }

    public func takeOver(tokenHash: String) async throws -> StoredSession? {
        let found = try await readingPastUnreadableRows { [access] database -> TakenOverRow? in
            // An epoch at its maximum is not raised past it: the session stays where it is.
            guard let row = try await database.update("sessions")
                .set("owner_epoch", to: SQLBinaryExpression(SQLColumn("owner_epoch"), .add, SQLLiteral.numeric("1")))
                .where("token_hash", .equal, tokenHash)
                .where("owner_epoch", .lessThan, SQLLiteral.numeric(String(Int64.max)))
                .returning("saved_state", "last_active_ms", "owner_epoch", "trace_context", "applied_input")
                .first() else {
                return nil
            }
            let epoch = try row.decode(column: "owner_epoch", as: Int64.self)
            let savedState = try row.decode(column: "saved_state", as: String.self)
            let lastActive = try row.decode(column: "last_active_ms", as: Int64.self)
            // Read as strictly as the state it belongs to: the page replays its inputs past it.
            let appliedInput = try row.decode(column: "applied_input", as: Int64.self)
            guard appliedInput >= 0 else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "applied_input is below 0"))
            }
            // Best effort: a server that misses it finds out at its next save.
            try? await access.announce(TakeOverNotice(tokenHash: tokenHash, ownerEpoch: epoch), on: database)
            // A trace context that cannot be read costs only the link to it.
            return TakenOverRow(savedState: savedState, lastActive: lastActive, epoch: epoch,
                                traceContext: try? row.decode(column: "trace_context", as: String?.self), appliedInput: appliedInput)
        }
        guard let found else {
            return nil
        }
        return StoredSession(tokenHash: tokenHash, savedState: Data(found.savedState.utf8),
                             lastActivity: Date(timeIntervalSince1970: Double(found.lastActive) / 1_000), ownerEpoch: found.epoch,
                             traceContext: found.traceContext, appliedInput: found.appliedInput)
    }

    public func ownerEpoch(tokenHash: String) async throws -> Int64? {
        try await readingPastUnreadableRows { database in
            try await database.select()
                .column("owner_epoch")
                .from("sessions")
                .where("token_hash", .equal, tokenHash)
                .first(decodingColumn: "owner_epoch", as: Int64.self)
        }
    }

    public func delete(tokenHashes: [String]) async throws {
        var start = tokenHashes.startIndex
        while start < tokenHashes.endIndex {
            let chunk = Array(tokenHashes[start ..< min(start + Self.rowsPerStatement, tokenHashes.endIndex)])
            try await access.withDatabase { database in
                try await database.delete(from: "sessions").where("token_hash", .in, chunk).run()
            }
            start += chunk.count
        }
    }

    public var takeOvers: AsyncStream<TakeOverNotice> {
        access.takeOvers
    }

    public func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String] {
        try await readingPastUnreadableRows { database in
            try await database.select()
                .column("token_hash")
                .from("sessions")
                .where("last_active_ms", .lessThan, SessionsTable.milliseconds(date))
                .orderBy("last_active_ms")
                .limit(limit)
                .all(decodingColumn: "token_hash", as: String.self)
        }
    }

    // MARK: - Private

    /// A session's row as a take-over read it.
    private struct TakenOverRow: Sendable {
        let savedState: String
        let lastActive: Int64
        let epoch: Int64
        let traceContext: String?
        let appliedInput: Int64
    }

    let access: any SQLDatabaseAccess
    let logger: Logger
    /// Where rows set aside are counted.
    let metrics: ServerMetrics
    /// The data folder's lock, held until the store closes (or the process ends); none for a
    /// database server, which many servers share.
    private let lock: DirectoryLock?

    init(location: String, access: any SQLDatabaseAccess, lock: DirectoryLock?, logger: Logger, metrics: ServerMetrics) {
        self.location = location
        self.access = access
        self.lock = lock
        self.logger = logger
        self.metrics = metrics
    }

    static func reason(_ error: any Error) -> String {
        if let sqliteError = error as? SQLiteError {
            return sqliteError.message
        }
        if let postgresError = error as? PSQLError {
            // Its description hides everything, lest a query's values leak: say what went wrong.
            if let message = postgresError.serverInfo?[.message] {
                return message
            }
            return postgresError.underlying.map { "\($0)" } ?? "\(postgresError.code)"
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

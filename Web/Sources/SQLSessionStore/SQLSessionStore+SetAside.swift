import Foundation
import SQLKit
import WebFrontEnd

extension SQLSessionStore {

    /// The table rows the server cannot read are moved to, kept as they were (with why and when),
    /// for someone to look at: created when a row is first set aside. Older servers do not read
    /// it, and its presence changes nothing for them.
    static let setAsideTable = "sessions_set_aside"

    /// Runs `read`; should it find a row it cannot decode (a value of the wrong type, an owner
    /// epoch that cannot be raised), every such row is set aside and `read` runs once more, so
    /// that one bad row costs that session alone and never makes the store look unavailable.
    func readingPastUnreadableRows<Result: Sendable>(_ read: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        do {
            return try await access.withDatabase(read)
        } catch where error is DecodingError {
            try await setAsideUnreadableRows(reason: Self.reason(error))
            return try await access.withDatabase(read)
        }
    }

    public func keepAside(_ session: StoredSession, reason: String) async throws {
        let isSQLite = access.databaseSystem == "sqlite"
        try await access.withDatabase { database in
            try await Self.makeSetAsideTable(in: database, isSQLite: isSQLite)
            try await database.insert(into: Self.setAsideTable)
                .columns("token_hash", "saved_state", "last_active_ms", "owner_epoch", "trace_context", "reason", "set_aside_ms")
                .values(session.tokenHash, String(decoding: session.savedState, as: UTF8.self), SessionsTable.milliseconds(session.lastActivity),
                        session.ownerEpoch, session.traceContext, reason, SessionsTable.milliseconds(Date()))
                .run()
        }
        metrics.countRowsSetAside(1)
    }

    /// Moves every row the server cannot read to ``setAsideTable``, logging how many and why once,
    /// and counting them in ``ServerMetrics``.
    func setAsideUnreadableRows(reason: String) async throws {
        let isSQLite = access.databaseSystem == "sqlite"
        let now = SessionsTable.milliseconds(Date())
        let moved = try await access.withDatabase { database -> Int in
            let columns = "token_hash, saved_state, last_active_ms, owner_epoch, trace_context"
            try await Self.makeSetAsideTable(in: database, isSQLite: isSQLite)
            if isSQLite {
                try await database.raw("""
                    INSERT INTO \(unsafeRaw: Self.setAsideTable) SELECT \(unsafeRaw: columns), \(bind: reason), \(bind: now)
                    FROM sessions WHERE \(unsafeRaw: sqliteUnreadable)
                    """).run()
                return try await database.raw("DELETE FROM sessions WHERE \(unsafeRaw: sqliteUnreadable) RETURNING 1").all().count
            }
            return try await database.raw("""
                WITH moved AS (DELETE FROM sessions WHERE \(unsafeRaw: postgresUnreadable) RETURNING \(unsafeRaw: columns))
                INSERT INTO \(unsafeRaw: Self.setAsideTable) SELECT \(unsafeRaw: columns), \(bind: reason), \(bind: now) FROM moved RETURNING 1
                """).all().count
        }
        guard moved > 0 else {
            return
        }
        metrics.countRowsSetAside(moved)
        logger.error("Sessions the store could not read were set aside; they are kept in \(Self.setAsideTable)",
                     metadata: ["rows": "\(moved)", "reason": "\(reason)"])
    }
}

extension SQLSessionStore {

    /// Creates ``setAsideTable`` unless it exists.
    private static func makeSetAsideTable(in database: any SQLDatabase, isSQLite: Bool) async throws {
        if isSQLite {
            // Columns of no type keep whatever the row held.
            try await database.raw("""
                CREATE TABLE IF NOT EXISTS \(unsafeRaw: setAsideTable) (token_hash, saved_state, last_active_ms, owner_epoch, trace_context,
                    reason TEXT NOT NULL, set_aside_ms INTEGER NOT NULL)
                """).run()
        } else {
            try await database.raw("""
                CREATE TABLE IF NOT EXISTS \(unsafeRaw: setAsideTable) (token_hash text, saved_state text, last_active_ms bigint,
                    owner_epoch bigint, trace_context text, reason text NOT NULL, set_aside_ms bigint NOT NULL)
                """).run()
        }
    }
}

/// The rows of an SQLite `sessions` table the server cannot read: a column of another type than
/// it wrote (SQLite keeps any value in any column), an owner epoch that cannot be raised, or an
/// applied input below 0.
private let sqliteUnreadable = """
    typeof(token_hash) <> 'text' OR typeof(saved_state) <> 'text' OR typeof(last_active_ms) <> 'integer' \
    OR typeof(owner_epoch) <> 'integer' OR owner_epoch >= \(Int64.max) OR typeof(applied_input) <> 'integer' OR applied_input < 0
    """

/// The rows of a PostgreSQL `sessions` table the server cannot use: an owner epoch that cannot
/// be raised, or an applied input below 0 (its columns' types are checked by PostgreSQL).
private let postgresUnreadable = "owner_epoch >= \(Int64.max) OR applied_input < 0"

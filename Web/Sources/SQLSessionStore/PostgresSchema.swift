import SQLKit

/// Checks a PostgreSQL session store and creates or updates its schema, under a lock that
/// makes servers starting at once take turns: the first creates the tables, the others find
/// them made. A database whose `sessions` table is another program's, or whose schema is
/// newer, is refused untouched.
enum PostgresSchema {

    /// The schema this server writes and reads, kept in the table `tictactoe_web_schema`.
    static let version = SessionsTable.version

    /// The advisory lock the check runs under: "RIBs" in ASCII, as SQLite's application id.
    static let lockKey = 0x5249_4273

    /// Checks the database and brings it to ``version``, in one transaction.
    ///
    /// - Parameters:
    ///   - database: A connection to the database.
    ///   - location: The database's name in messages.
    /// - Throws: A ``SessionStoreError``.
    static func prepare(_ database: any SQLDatabase, location: String) async throws(SessionStoreError) {
        let found: Found
        do {
            try await database.raw("BEGIN").run()
            try await database.raw("SELECT pg_advisory_xact_lock(\(unsafeRaw: String(lockKey)))").run()
            found = try await self.found(in: database)
            if case let .older(version) = found {
                try await migrate(database, from: version)
            }
            try await database.raw(found.isUsable ? "COMMIT" : "ROLLBACK").run()
        } catch {
            try? await database.raw("ROLLBACK").run()
            throw .cannotOpen(path: location, reason: SQLSessionStore.reason(error))
        }
        switch found {
        case .older, .current:
            return
        case .foreign:
            throw .foreign(path: location)
        case let .newer(version):
            throw .newerSchema(path: location, found: version, supported: Self.version)
        }
    }

    // MARK: - Private

    private enum Found: Equatable {
        /// An older schema, or none (version 0).
        case older(Int)
        case current
        case foreign
        case newer(Int)

        var isUsable: Bool {
            switch self {
            case .older, .current: true
            case .foreign, .newer: false
            }
        }
    }

    private static func found(in database: any SQLDatabase) async throws -> Found {
        let tables = try await database.raw("""
            SELECT table_name::text AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_name IN ('sessions', 'tictactoe_web_schema')
            """).all(decodingColumn: "name", as: String.self)
        guard tables.contains("tictactoe_web_schema") else {
            return tables.contains("sessions") ? .foreign : .older(0)
        }
        let found = try await database.raw("SELECT max(version) AS version FROM tictactoe_web_schema")
            .first(decodingColumn: "version", as: Int?.self) ?? nil
        switch found ?? 0 {
        case version: return .current
        case let newer where newer > version: return .newer(newer)
        case let older: return .older(older)
        }
    }

    /// Brings the schema from `found` to ``version``, inside the caller's transaction.
    private static func migrate(_ database: any SQLDatabase, from found: Int) async throws {
        try await SessionsTable.migrate(database, from: found)
        try await database.raw("CREATE TABLE IF NOT EXISTS tictactoe_web_schema (version INTEGER NOT NULL)").run()
        try await database.raw("DELETE FROM tictactoe_web_schema").run()
        try await database.raw("INSERT INTO tictactoe_web_schema (version) VALUES (\(unsafeRaw: String(version)))").run()
    }
}

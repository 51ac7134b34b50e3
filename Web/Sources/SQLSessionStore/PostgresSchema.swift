import SQLKit

/// Checks a PostgreSQL session store and creates or updates its schema, under a lock that
/// makes servers starting at once take turns: the first creates the tables, the others find
/// them made. A database whose `sessions` table is another program's, or whose schema is
/// newer, is refused untouched; one that servers of the old names left (see ``LegacyNames``)
/// is taken over with its sessions.
enum PostgresSchema {

    /// The schema this server writes and reads, kept in the table ``versionTable``.
    static let version = SessionsTable.version

    /// The table of the schema's version: one row, one column, `version`.
    static let versionTable = "ribs_web_schema"

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
            try await renameLegacyVersionTable(in: database)
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

    /// Gives the version table of a database that servers of the old names left
    /// (``LegacyNames/versionTable``) its name, inside the caller's transaction: rolled back with
    /// it when the database is refused. A database that has both keeps the old one as it is.
    private static func renameLegacyVersionTable(in database: any SQLDatabase) async throws {
        let tables = try await tables(named: [versionTable, LegacyNames.versionTable], in: database)
        if tables == [LegacyNames.versionTable] {
            try await database.raw("ALTER TABLE \(ident: LegacyNames.versionTable) RENAME TO \(ident: versionTable)").run()
        }
    }

    private static func found(in database: any SQLDatabase) async throws -> Found {
        let tables = try await tables(named: ["sessions", versionTable], in: database)
        guard tables.contains(versionTable) else {
            return tables.contains("sessions") ? .foreign : .older(0)
        }
        let found = try await database.raw("SELECT max(version) AS version FROM \(ident: versionTable)")
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
        try await database.raw("CREATE TABLE IF NOT EXISTS \(ident: versionTable) (version INTEGER NOT NULL)").run()
        try await database.raw("DELETE FROM \(ident: versionTable)").run()
        try await database.raw("INSERT INTO \(ident: versionTable) (version) VALUES (\(unsafeRaw: String(version)))").run()
    }

    /// Which of the tables `names` the database's current schema has.
    private static func tables(named names: [String], in database: any SQLDatabase) async throws -> Set<String> {
        Set(try await database.raw("""
            SELECT table_name::text AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_name IN (\(binds: names))
            """).all(decodingColumn: "name", as: String.self))
    }
}

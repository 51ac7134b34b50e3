import SQLKit

/// Checks an SQLite session store before the server uses it, and creates or updates its
/// schema: a file of another program, a damaged file or a newer schema is refused untouched.
enum SQLiteSchema {

    /// The schema this server writes and reads: `PRAGMA user_version`. Version 3 is the
    /// table's version 2 (``SessionsTable/version``) without the index on `last_active_ms`: every
    /// save changes the column, so the index cost each commit a second page written, a third of
    /// its time, to spare the sweep, every 15 seconds, a scan of a table no bigger than a
    /// server's sessions. Version 4 is the table's version 3, version 5 its version 4, without
    /// that index.
    static let version = 5

    /// `PRAGMA application_id` of every session store: "RIBs" in ASCII.
    static let applicationID = 0x5249_4273

    /// Checks the database at `path` and brings it to ``version``.
    ///
    /// - Throws: A ``SessionStoreError``.
    static func prepare(_ database: any SQLDatabase, path: String) async throws(SessionStoreError) {
        let applicationID: Int
        let tableCount: Int
        let userVersion: Int
        do {
            // The first read of a file that is not a database fails here.
            applicationID = try await integer("PRAGMA application_id", column: "application_id", in: database)
            userVersion = try await integer("PRAGMA user_version", column: "user_version", in: database)
            tableCount = try await integer("SELECT count(*) AS n FROM sqlite_master", column: "n", in: database)
        } catch {
            throw .corrupt(path: path, reason: SQLSessionStore.reason(error))
        }
        guard applicationID == Self.applicationID || (applicationID == 0 && tableCount == 0) else {
            throw .foreign(path: path)
        }
        guard userVersion <= version else {
            throw .newerSchema(path: path, found: userVersion, supported: version)
        }
        do {
            try await database.raw("PRAGMA journal_mode=WAL").run()
            try await database.raw("PRAGMA synchronous=NORMAL").run()
            try await database.raw("PRAGMA busy_timeout=5000").run()
            if userVersion < version {
                try await migrate(database, from: userVersion)
            }
        } catch {
            throw .cannotOpen(path: path, reason: SQLSessionStore.reason(error))
        }
    }

    /// Brings the schema from `userVersion` to ``version`` in one transaction: a server killed
    /// halfway leaves the file as it was.
    private static func migrate(_ database: any SQLDatabase, from userVersion: Int) async throws {
        try await database.raw("BEGIN IMMEDIATE").run()
        do {
            try await SessionsTable.migrate(database, from: tableVersion(ofUserVersion: userVersion))
            if userVersion < 3 {
                try await database.raw("DROP INDEX IF EXISTS sessions_last_active").run()
            }
            if userVersion < 1 {
                try await database.raw("PRAGMA application_id=\(unsafeRaw: String(Self.applicationID))").run()
            }
            try await database.raw("PRAGMA user_version=\(unsafeRaw: String(version))").run()
            try await database.raw("COMMIT").run()
        } catch {
            try? await database.raw("ROLLBACK").run()
            throw error
        }
    }

    /// The version of the `sessions` table a file of `userVersion` has: the same up to 2, one
    /// less from 3 on (version 3 only dropped an index).
    private static func tableVersion(ofUserVersion userVersion: Int) -> Int {
        userVersion <= 2 ? userVersion : userVersion - 1
    }

    private static func integer(_ query: String, column: String, in database: any SQLDatabase) async throws -> Int {
        try await database.raw(SQLQueryString(query)).first(decodingColumn: column, as: Int.self) ?? 0
    }
}

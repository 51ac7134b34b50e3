import SQLKit

/// The `sessions` table, version by version, in SQL that SQLite and PostgreSQL both run; each
/// store's schema keeps its own record of the version (see ``SQLiteSchema``, ``PostgresSchema``).
enum SessionsTable {

    /// The newest version. Version 1 had no `owner_epoch`, version 2 no `trace_context`, version 3
    /// no `applied_input`.
    static let version = 4

    /// Brings the table from `found` (0: none) to ``version``, inside the caller's transaction.
    static func migrate(_ database: any SQLDatabase, from found: Int) async throws {
        if found < 1 {
            try await database.raw("""
                CREATE TABLE IF NOT EXISTS sessions (
                    token_hash TEXT PRIMARY KEY NOT NULL,
                    saved_state TEXT NOT NULL,
                    last_active_ms BIGINT NOT NULL
                )
                """).run()
            try await database.raw("CREATE INDEX IF NOT EXISTS sessions_last_active ON sessions (last_active_ms)").run()
        }
        if found < 2 {
            try await database.raw("ALTER TABLE sessions ADD COLUMN owner_epoch BIGINT NOT NULL DEFAULT 0").run()
        }
        if found < 3 {
            // The last saved message's trace context (StoredSession.traceContext); servers of
            // version 2 sharing the database leave it as it is.
            try await database.raw("ALTER TABLE sessions ADD COLUMN trace_context TEXT").run()
        }
        if found < 4 {
            // The last page input the saved state holds (StoredSession.appliedInput); servers of
            // version 3 sharing the database leave it as it is, and their pages number nothing.
            try await database.raw("ALTER TABLE sessions ADD COLUMN applied_input BIGINT NOT NULL DEFAULT 0").run()
        }
    }
}

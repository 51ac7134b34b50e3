import SQLKit

/// Where a ``SQLSessionStore``'s statements run: one SQLite connection, or connections leased
/// from a PostgreSQL pool.
protocol SQLDatabaseAccess: Sendable {

    /// Runs `body` with a database to send statements to; statements of one call run on one
    /// connection, in order.
    func withDatabase<Result: Sendable>(_ body: (any SQLDatabase) async throws -> Result) async throws -> Result

    /// Closes the connections; nothing runs afterwards.
    func close() async
}

import SQLiteKit
import SQLKit

/// One SQLite connection for every statement of a store: SQLite writes one transaction at a
/// time anyway.
struct SQLiteAccess: SQLDatabaseAccess {

    /// The open connection.
    let connection: SQLiteConnection

    func withDatabase<Result: Sendable>(_ body: (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await body(connection.sql())
    }

    func close() async {
        try? await connection.close()
    }
}

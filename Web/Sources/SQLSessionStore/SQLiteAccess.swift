import SQLiteKit
import SQLKit
import WebFrontEnd

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

    /// No other server can share the file (the data folder's lock sees to it): nobody to tell.
    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws {}

    var takeOvers: AsyncStream<TakeOverNotice> {
        AsyncStream { $0.finish() }
    }
}

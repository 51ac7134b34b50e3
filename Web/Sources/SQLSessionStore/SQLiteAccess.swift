import SQLiteKit
import SQLKit
import WebFrontEnd

/// Two SQLite connections on a store's file: sqlite-nio's, on its thread pool, for every
/// statement but the saves, and a ``SQLiteSessionWriter`` of the store's own for the saves, which
/// the server makes after every move: they run where the caller runs, with no thread to wake.
struct SQLiteAccess: SQLDatabaseAccess {

    /// sqlite-nio's connection.
    let connection: SQLiteConnection

    /// The connection saves go through.
    let writer: SQLiteSessionWriter

    func withDatabase<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await body(connection.sql())
    }

    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        try writer.write(sessions)
    }

    func checkAvailability() async throws {
        try writer.checkFile()
    }

    func close() async {
        await writer.close()
        try? await connection.close()
    }

    /// No other server can share the file (the data folder's lock sees to it): nobody to tell.
    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws {}

    var takeOvers: AsyncStream<TakeOverNotice> {
        AsyncStream { $0.finish() }
    }
}

import SQLKit
import WebFrontEnd

/// Where a ``SQLSessionStore``'s statements run: one SQLite connection, or connections leased
/// from a PostgreSQL pool.
protocol SQLDatabaseAccess: Sendable {

    /// The database, as traces name it: `sqlite` or `postgresql`.
    var databaseSystem: String { get }

    /// Runs `body` with a database to send statements to; statements of one call run on one
    /// connection, in order.
    func withDatabase<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result

    /// Writes `sessions`, as ``SessionStore/save(_:)`` does, with ``SessionsTable/upsert(_:on:)``;
    /// where the caller runs, if the database can.
    ///
    /// - Returns: The token hashes of the sessions left as they were: another server took them over.
    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String>

    /// Returns if sessions can be written now, as ``SessionStore/checkAvailability()`` asks.
    func checkAvailability() async throws

    /// Closes the connections; nothing runs afterwards.
    func close() async

    /// Tells the servers sharing the database that this one took a session over, on `database`
    /// (a connection ``withDatabase(_:)`` gave); nothing where no other server can share it.
    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws

    /// The take-overs announced on the database, this server's too, until it closes.
    var takeOvers: AsyncStream<TakeOverNotice> { get }
}

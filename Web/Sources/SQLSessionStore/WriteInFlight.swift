import PostgresKit
import Synchronization

/// A write ``PostgresAccess`` runs, perhaps past its deadline, and the connection its statement
/// runs on.
///
/// A write whose connection closed has ended, answered or not: nothing more of it reaches the
/// database. postgres-nio fails a statement queued on a connection that then closes, but not one
/// written to a connection already closed: it hands the statement to the channel with no promise
/// to fail, and once the channel has closed no handler is left to answer it. The pool leases such
/// a connection when the database stops while the machine is busy: an idle connection that is
/// closing, before the pool has learned of it. Its write would never end, and hold back every
/// later one.
final class WriteInFlight: Sendable {

    /// Whether the connection the write's statement runs on has closed under it.
    var hasLostItsConnection: Bool {
        connection.withLock { $0?.isClosed ?? false }
    }

    /// Runs `statement`, one of the write's, on `connection`.
    func run<Result>(on connection: PostgresConnection, _ statement: () async throws -> Result) async rethrows -> Result {
        self.connection.withLock { $0 = connection }
        defer { self.connection.withLock { $0 = nil } }
        return try await statement()
    }

    // MARK: - Private

    /// The connection of the statement running; `nil` between statements, and before the first.
    private let connection = Mutex<PostgresConnection?>(nil)
}

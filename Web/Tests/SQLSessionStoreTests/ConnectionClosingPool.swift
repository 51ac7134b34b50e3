import PostgresKit
@testable import SQLSessionStore
import Synchronization

/// A pool that, when told to, leases a connection that closed under it, as a pool on a busy
/// machine does when the database stops: it leases an idle connection whose close it has not
/// learned of yet. A statement written to it is never answered.
final class ConnectionClosingPool: PostgresConnectionPool {

    /// A pool leasing `pool`'s connections.
    init(_ pool: PostgresClient) {
        self.pool = pool
    }

    /// How many connections are leased.
    var leased: Int {
        state.withLock { $0.leased }
    }

    /// The next connection leased is closed before it is handed over.
    func closesTheNextConnection() {
        state.withLock { $0.closesTheNext = true }
    }

    // MARK: - PostgresConnectionPool

    func run() async {
        await pool.run()
    }

    func withConnection<Result>(_ body: nonisolated(nonsending) (PostgresConnection) async throws -> Result) async throws -> Result {
        try await pool.withConnection { connection in
            let closes = state.withLock { state in
                state.leased += 1
                defer { state.closesTheNext = false }
                return state.closesTheNext
            }
            defer { state.withLock { $0.leased -= 1 } }
            if closes {
                try await connection.close()
            }
            return try await body(connection)
        }
    }

    // MARK: - Private

    private struct State {
        var leased = 0
        var closesTheNext = false
    }

    private let pool: PostgresClient
    private let state = Mutex(State())
}

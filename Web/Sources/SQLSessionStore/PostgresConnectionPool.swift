import PostgresKit

/// Where ``PostgresAccess`` leases its connections: postgres-nio's `PostgresClient`, which
/// connects again by itself when the database restarts. Tests hand out, through it, the
/// connections a busy machine's pool does.
protocol PostgresConnectionPool: Sendable {

    /// Does the pool's own work (connecting, keeping connections alive) until cancelled.
    func run() async

    /// Runs `body` on a connection leased for as long as it takes.
    func withConnection<Result>(_ body: nonisolated(nonsending) (PostgresConnection) async throws -> Result) async throws -> Result
}

extension PostgresClient: PostgresConnectionPool {}

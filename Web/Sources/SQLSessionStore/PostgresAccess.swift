import Logging
import PostgresKit
import SQLKit

/// A pool of PostgreSQL connections (postgres-nio's `PostgresClient`), which reconnects by
/// itself when the database restarts; each call leases a connection.
final class PostgresAccess: SQLDatabaseAccess {

    /// Starts a pool with `configuration`; it connects when a statement first needs it.
    init(configuration: PostgresClient.Configuration, logger: Logger) {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        running = Task {
            await client.run()
        }
    }

    func withDatabase<Result: Sendable>(_ body: (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await client.withConnection { connection in
            try await body(connection.sql(queryLogLevel: nil))
        }
    }

    func close() async {
        running.cancel()
        await running.value
    }

    // MARK: - Private

    private let client: PostgresClient
    /// The pool's own work: connecting, keeping connections alive; ends on cancellation.
    private let running: Task<Void, Never>
}

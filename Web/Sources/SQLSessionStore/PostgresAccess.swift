import Logging
import PostgresKit
import SQLKit
import Synchronization
import WebFrontEnd

/// A pool of PostgreSQL connections (postgres-nio's `PostgresClient`), which reconnects by
/// itself when the database restarts; each call leases a connection. One connection of the pool
/// listens for the take-overs servers announce with `NOTIFY`.
///
/// Every call has a ``StoreDeadline``: a database that stops answering (stopped, paused, cut
/// off), for which the pool would wait for ever, fails the call within it. A late read is
/// cancelled; a late write runs on, so that it never lands after a later one, and until it ends
/// every other write fails at once.
final class PostgresAccess: SQLDatabaseAccess {

    /// The channel take-overs are announced on; a notice's payload is `tokenHash:ownerEpoch`.
    static let takeOverChannel = "tictactoe_web_take_overs"

    /// Starts a pool with `configuration`, and its listener.
    init(configuration: PostgresClient.Configuration, deadline: StoreDeadline, logger: Logger) {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.deadline = deadline
        running = Task {
            await client.run()
        }
        let (takeOvers, announced) = AsyncStream.makeStream(of: TakeOverNotice.self, bufferingPolicy: .bufferingNewest(Self.noticesKept))
        self.takeOvers = takeOvers
        listening = Task {
            await Self.listen(with: client, yieldingTo: announced, logger: logger)
        }
    }

    let takeOvers: AsyncStream<TakeOverNotice>

    func withDatabase<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await deadline.run { [client] in
            try await Self.lease(from: client, body)
        }
    }

    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        let isFirst = writeInFlight.withLock { isWriting in
            defer { isWriting = true }
            return !isWriting
        }
        guard isFirst else {
            // An earlier write has not ended: this one must not land before it.
            throw StoreDeadlinePassed(deadline: deadline.duration)
        }
        let write = Task { [self] in
            defer { writeInFlight.withLock { $0 = false } }
            return try await Self.upsert(sessions, with: client)
        }
        return try await deadline.run(cancelsLateOperation: false) {
            try await write.value
        }
    }

    func checkAvailability() async throws {
        try await withDatabase { database in
            try await database.raw("SELECT 1").run()
        }
    }

    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws {
        try await database.raw("SELECT pg_notify(\(bind: Self.takeOverChannel), \(bind: "\(notice.tokenHash):\(notice.ownerEpoch)"))").run()
    }

    func close() async {
        listening.cancel()
        await listening.value
        running.cancel()
        await running.value
    }

    // MARK: - Private

    private let client: PostgresClient
    private let deadline: StoreDeadline
    /// Whether a write runs, perhaps past its deadline.
    private let writeInFlight = Mutex(false)
    /// The pool's own work: connecting, keeping connections alive; ends on cancellation.
    private let running: Task<Void, Never>
    /// The listener; ends on cancellation.
    private let listening: Task<Void, Never>

    /// The most notices waiting for the registry: a burst of take-overs beyond it (a node's
    /// sessions moving at once) loses the oldest, which refused saves then catch.
    private static let noticesKept = 10_000

    /// How long the listener waits before listening again after its connection failed.
    private static let relistenDelay: Duration = .seconds(1)

    /// Runs `body` on a connection leased from `client`, for as long as it takes.
    private static func lease<Result: Sendable>(from client: PostgresClient,
                                                _ body: (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await client.withConnection { connection in
            try await body(connection.sql(queryLogLevel: nil))
        }
    }

    /// Writes `sessions`, a statement per ``SQLSessionStore/rowsPerStatement`` of them.
    ///
    /// - Returns: The token hashes of the sessions another server took over.
    private static func upsert(_ sessions: [StoredSession], with client: PostgresClient) async throws -> Set<String> {
        var takenOver: Set<String> = []
        var start = sessions.startIndex
        while start < sessions.endIndex {
            let chunk = sessions[start ..< min(start + SQLSessionStore.rowsPerStatement, sessions.endIndex)]
            let written = try await lease(from: client) { database in
                try await SessionsTable.upsert(chunk, on: database).returning("token_hash").all(decodingColumn: "token_hash", as: String.self)
            }
            takenOver.formUnion(Set(chunk.map(\.tokenHash)).subtracting(written))
            start = chunk.endIndex
        }
        return takenOver
    }

    /// Listens on a connection of the pool until cancelled, again after every failure.
    private static func listen(with client: PostgresClient, yieldingTo announced: AsyncStream<TakeOverNotice>.Continuation,
                               logger: Logger) async {
        defer { announced.finish() }
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: takeOverChannel) { notifications in
                        for try await notification in notifications {
                            if let notice = notice(from: notification.payload) {
                                announced.yield(notice)
                            }
                        }
                    }
                }
            } catch {
                guard !Task.isCancelled else {
                    return
                }
                logger.warning("Listening for take-overs failed; listening again", metadata: ["reason": "\(SQLSessionStore.reason(error))"])
            }
            try? await Task.sleep(for: relistenDelay)
        }
    }

    /// The notice in `payload`, `tokenHash:ownerEpoch`; `nil` for anything else.
    private static func notice(from payload: String) -> TakeOverNotice? {
        let parts = payload.split(separator: ":")
        guard parts.count == 2, let epoch = Int64(parts[1]) else {
            return nil
        }
        return TakeOverNotice(tokenHash: String(parts[0]), ownerEpoch: epoch)
    }
}

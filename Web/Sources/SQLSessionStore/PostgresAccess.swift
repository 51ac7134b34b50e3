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
/// cancelled; a late write runs on, so that it never lands after a later one, and until it ends,
/// or its connection closes under it (see ``WriteInFlight``), every other write fails at once.
final class PostgresAccess: SQLDatabaseAccess {

    let databaseSystem = "postgresql"

    /// The channel take-overs are announced on; a notice's payload is `tokenHash:ownerEpoch`.
    static let takeOverChannel = "ribs_web_take_overs"

    /// Starts a pool with `configuration`, and its listener.
    convenience init(configuration: PostgresClient.Configuration, deadline: StoreDeadline, logger: Logger) {
        self.init(pool: PostgresClient(configuration: configuration, backgroundLogger: logger), deadline: deadline, logger: logger)
    }

    /// Starts `pool`, and its listener.
    init(pool: any PostgresConnectionPool, deadline: StoreDeadline, logger: Logger) {
        self.pool = pool
        self.deadline = deadline
        self.logger = logger
        running = Task {
            await pool.run()
        }
        let (takeOvers, announced) = AsyncStream.makeStream(of: TakeOverNotice.self, bufferingPolicy: .bufferingNewest(Self.noticesKept))
        self.takeOvers = takeOvers
        listening = Task {
            await Self.listen(with: pool, yieldingTo: announced, logger: logger)
        }
    }

    let takeOvers: AsyncStream<TakeOverNotice>

    func withDatabase<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await deadline.run { [pool] in
            try await Self.lease(from: pool, body)
        }
    }

    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        let write = WriteInFlight()
        let earlier = writeInFlight.withLock { running -> EarlierWrite in
            if let earlier = running, !earlier.hasLostItsConnection {
                return .running
            }
            defer { running = write }
            return running == nil ? .ended : .lostItsConnection
        }
        switch earlier {
        case .ended:
            break
        case .running:
            // An earlier write has not ended: this one must not land before it.
            throw StoreDeadlinePassed(deadline: deadline.duration)
        case .lostItsConnection:
            logger.warning("A write's connection closed before the write was answered; writing on another")
        }
        let writing = Task { [self, pool] in
            defer {
                writeInFlight.withLock { running in
                    // A later write may have taken over from this one, which lost its connection.
                    if running === write {
                        running = nil
                    }
                }
            }
            return try await Self.upsert(sessions, as: write, with: pool)
        }
        do {
            return try await deadline.run(cancelsLateOperation: false) {
                try await writing.value
            }
        } catch let error as PSQLError where Self.refusesContent(error) {
            throw StoreRefusedRows(reason: SQLSessionStore.reason(error))
        }
    }

    func checkAvailability() async throws {
        try await withDatabase { database in
            try await database.raw("SELECT 1").run()
        }
    }

    /// Announces `notice` on ``takeOverChannel`` and on the old names' channel, where servers
    /// of the old names still running in the cluster listen.
    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws {
        let payload = "\(notice.tokenHash):\(notice.ownerEpoch)"
        try await database.raw("""
            SELECT pg_notify(\(bind: Self.takeOverChannel), \(bind: payload)), pg_notify(\(bind: LegacyNames.takeOverChannel), \(bind: payload))
            """).run()
    }

    func close() async {
        listening.cancel()
        await listening.value
        running.cancel()
        await running.value
    }

    // MARK: - Private

    /// What became of the write before a new one.
    private enum EarlierWrite {
        /// It ended, or there was none.
        case ended
        /// It runs, perhaps past its deadline.
        case running
        /// Its connection closed under it, perhaps before it was answered (see ``WriteInFlight``).
        case lostItsConnection
    }

    private let pool: any PostgresConnectionPool
    private let deadline: StoreDeadline
    private let logger: Logger
    /// The write that runs, perhaps past its deadline.
    private let writeInFlight = Mutex<WriteInFlight?>(nil)
    /// The pool's own work: connecting, keeping connections alive; ends on cancellation.
    private let running: Task<Void, Never>
    /// The listener; ends on cancellation.
    private let listening: Task<Void, Never>

    /// The most notices waiting for the registry: a burst of take-overs beyond it (a node's
    /// sessions moving at once) loses the oldest, which refused saves then catch.
    private static let noticesKept = 10_000

    /// How long the listener waits before listening again after its connection failed.
    private static let relistenDelay: Duration = .seconds(1)

    /// Whether PostgreSQL refused a statement for what it was to write, by its SQLSTATE's class:
    /// cardinality (21: one row twice in an upsert), data (22: a value out of range or not
    /// text), or integrity (23). Written again as it is, the statement would be refused again.
    private static func refusesContent(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else {
            return false
        }
        return ["21", "22", "23"].contains(state.prefix(2))
    }

    /// Runs `body` on a connection leased from `pool`, for as long as it takes.
    private static func lease<Result: Sendable>(from pool: any PostgresConnectionPool,
                                                _ body: (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await pool.withConnection { connection in
            try await body(connection.sql(queryLogLevel: nil))
        }
    }

    /// Writes `sessions` as `write`, a statement per ``SQLSessionStore/rowsPerStatement`` of them.
    ///
    /// - Returns: The token hashes of the sessions another server took over.
    private static func upsert(_ sessions: [StoredSession], as write: WriteInFlight,
                               with pool: any PostgresConnectionPool) async throws -> Set<String> {
        var takenOver: Set<String> = []
        var start = sessions.startIndex
        while start < sessions.endIndex {
            let chunk = sessions[start ..< min(start + SQLSessionStore.rowsPerStatement, sessions.endIndex)]
            let written = try await pool.withConnection { connection in
                try await write.run(on: connection) {
                    try await SessionsTable.upsert(chunk, on: connection.sql(queryLogLevel: nil))
                        .returning("token_hash").all(decodingColumn: "token_hash", as: String.self)
                }
            }
            takenOver.formUnion(Set(chunk.map(\.tokenHash)).subtracting(written))
            start = chunk.endIndex
        }
        return takenOver
    }

    /// Listens on a connection of the pool until cancelled, again after every failure: to
    /// ``takeOverChannel``, and to the old names' channel, where servers of the old names still
    /// running in the cluster announce. A take-over a server of the new names announces is heard
    /// on both; the second notice finds the session let go already.
    private static func listen(with pool: any PostgresConnectionPool, yieldingTo announced: AsyncStream<TakeOverNotice>.Continuation,
                               logger: Logger) async {
        defer { announced.finish() }
        while !Task.isCancelled {
            do {
                try await pool.withConnection { connection in
                    try await connection.listen(on: takeOverChannel) { notifications in
                        try await connection.listen(on: LegacyNames.takeOverChannel) { legacyNotifications in
                            try await withThrowingTaskGroup(of: Void.self) { group in
                                for channel in [notifications, legacyNotifications] {
                                    group.addTask {
                                        for try await notification in channel {
                                            if let notice = notice(from: notification.payload) {
                                                announced.yield(notice)
                                            }
                                        }
                                    }
                                }
                                // Either ends only with the connection: listen again on another.
                                try await group.next()
                                group.cancelAll()
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

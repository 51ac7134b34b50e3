import CoreMetrics

/// What a server counts, for `/metrics`: sessions, connections, moves and the store's writes,
/// through swift-metrics, made by the factory the server is given (`tictactoe-web` gives
/// Prometheus'), never the process-wide one.
public final class ServerMetrics: Sendable {

    /// Makes the server's metrics with `factory`.
    public init(factory: any MetricsFactory) {
        sessions = Meter(label: "tictactoe_sessions", factory: factory)
        sessionsStarted = Counter(label: "tictactoe_sessions_started_total", factory: factory)
        sessionsRestored = Counter(label: "tictactoe_sessions_restored_total", factory: factory)
        sessionsTakenOver = Counter(label: "tictactoe_sessions_taken_over_total", factory: factory)
        connections = Meter(label: "tictactoe_connections", factory: factory)
        moves = Counter(label: "tictactoe_moves_total", factory: factory)
        storeWrites = Counter(label: "tictactoe_store_writes_total", factory: factory)
        storeWriteFailures = Counter(label: "tictactoe_store_write_failures_total", factory: factory)
        storeWriteDuration = Timer(label: "tictactoe_store_write_duration_seconds", factory: factory)
    }

    /// Metrics that go nowhere, for a server nobody asks.
    public static let disabled = ServerMetrics(factory: NOOPMetricsHandler.instance)

    /// The sessions the server runs now.
    let sessions: Meter

    /// Sessions started for a page without a game.
    let sessionsStarted: Counter

    /// Sessions brought back from the store (after a restart, or from another server).
    let sessionsRestored: Counter

    /// Sessions let go because another server took them over.
    let sessionsTakenOver: Counter

    /// The pages' WebSockets open now.
    let connections: Meter

    /// Board cells played.
    let moves: Counter

    /// Batches written to the store.
    let storeWrites: Counter

    /// Batches the store could not write.
    let storeWriteFailures: Counter

    /// How long each batch took to write.
    let storeWriteDuration: Timer
}

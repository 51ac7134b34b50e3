import CoreMetrics

/// What the front-end counts for `/metrics`, whatever the app: sessions, connections and the
/// store's writes, through swift-metrics, made by the factory the server is given (``WebMetrics``
/// gives Prometheus'), never the process-wide one. An app counts what is its own, such as the
/// actions its users take, with metrics of its own (see ``WebMetrics/factory``).
public final class ServerMetrics: Sendable {

    /// Makes the server's metrics with `factory`.
    public init(factory: any MetricsFactory) {
        sessions = Meter(label: "ribs_web_sessions", factory: factory)
        sessionsStarted = Counter(label: "ribs_web_sessions_started_total", factory: factory)
        sessionsRestored = Counter(label: "ribs_web_sessions_restored_total", factory: factory)
        sessionsTakenOver = Counter(label: "ribs_web_sessions_taken_over_total", factory: factory)
        sessionsGivenWay = Counter(label: "ribs_web_sessions_given_way_total", factory: factory)
        connections = Meter(label: "ribs_web_connections", factory: factory)
        storeWrites = Counter(label: "ribs_web_store_writes_total", factory: factory)
        storeWriteFailures = Counter(label: "ribs_web_store_write_failures_total", factory: factory)
        storeWriteDuration = Timer(label: "ribs_web_store_write_duration_seconds", factory: factory)
        storeRowsRefused = Counter(label: "ribs_web_store_rows_refused_total", factory: factory)
        storeRowsSetAside = Counter(label: "ribs_web_store_rows_set_aside_total", factory: factory)
    }

    /// Metrics that go nowhere, for a server nobody asks.
    public static let disabled = ServerMetrics(factory: NOOPMetricsHandler.instance)

    /// The sessions the server runs now.
    let sessions: Meter

    /// Sessions started for a page without one to resume.
    let sessionsStarted: Counter

    /// Sessions brought back from the store (after a restart, or from another server).
    let sessionsRestored: Counter

    /// Sessions let go because another server took them over.
    let sessionsTakenOver: Counter

    /// Sessions that left memory for the store to make room for a newcomer.
    let sessionsGivenWay: Counter

    /// The pages' WebSockets open now.
    let connections: Meter

    /// Batches written to the store.
    let storeWrites: Counter

    /// Batches the store could not write.
    let storeWriteFailures: Counter

    /// How long each batch took to write.
    let storeWriteDuration: Timer

    /// Sessions' rows the store refused for what they held: not written again as they were.
    let storeRowsRefused: Counter

    /// Rows the store could not read, moved aside.
    let storeRowsSetAside: Counter

    /// Counts `rows` the store could not read and moved aside, as a store tells.
    public func countRowsSetAside(_ rows: Int) {
        storeRowsSetAside.increment(by: Int64(rows))
    }
}

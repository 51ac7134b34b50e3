import CoreMetrics
import Prometheus

/// What a server serves at `/metrics`, in Prometheus' text format: the front-end's own metrics
/// (``ServerMetrics``), the same for every app, and any the app adds through ``factory``.
///
/// The front-end's metrics are named `ribs_web_…`, as a library's are named after the library
/// (Prometheus' `job` label tells one app's servers from another's), so that one dashboard
/// serves every app; an app names its own after itself (`notes_saved_total`).
public final class WebMetrics: Sendable {

    /// Makes the metrics of one server, in a registry of its own (never the process-wide
    /// metrics system).
    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // The store's write times: from half a millisecond (an SQLite commit) to a second (a
        // database in trouble).
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .microseconds(2_500), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .seconds(1),
        ]
        self.factory = factory
        server = ServerMetrics(factory: factory)
    }

    /// Makes an app's own metrics, served beside the front-end's: `Counter(label:
    /// "notes_saved_total", factory: metrics.factory)`.
    public let factory: any MetricsFactory

    /// The front-end's own metrics, for the ``SessionRegistry``.
    public let server: ServerMetrics

    /// Every metric, in Prometheus' text format.
    public var text: String {
        registry.emitToString()
    }

    // MARK: - Private

    private let registry = PrometheusCollectorRegistry()
}

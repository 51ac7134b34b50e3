import ArgumentParser
import CoreMetrics
import Foundation
import Logging
import OTel
import ScreenKit
import ServiceLifecycle
import Tracing

/// Sends the server's spans to an OpenTelemetry collector with swift-otel (OTLP over HTTP,
/// protobuf), when asked: by `--otlp-endpoint`, or by the standard variables
/// (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, `OTEL_TRACES_EXPORTER=otlp`;
/// `OTEL_SDK_DISABLED=true` turns it off), which also tune it (`OTEL_SERVICE_NAME`,
/// `OTEL_BSP_MAX_QUEUE_SIZE`, ...).
///
/// Spans wait in swift-otel's batch queue (2,048 by default) until sent: a collector that is
/// slow or gone costs the server that queue's memory, and spans beyond it are dropped and
/// counted (`otel_spans_dropped_total` in `/metrics`), never waited for.
struct TraceExport {

    /// The service that sends the spans; run it beside the server.
    let service: any Service

    /// Makes swift-otel's tracer the process's (`InstrumentationSystem.bootstrap`), once.
    ///
    /// - Parameters:
    ///   - serviceName: The service's name in the spans, unless `OTEL_SERVICE_NAME` gives one.
    ///   - endpoint: The collector's base URL (`/v1/traces` is added), unless a variable gives one.
    ///   - logger: Where the exporter's own problems are logged.
    ///   - metrics: Where the spans dropped are counted.
    /// - Throws: `ValidationError` when the variables ask for what swift-otel would stop the
    ///   process for (gRPC, say: ``OpenTelemetryExport/unsupportedSetting(in:)``);
    ///   `OTel.Configuration.Error` or swift-otel's `NotImplementedError` for another exporter.
    static func bootstrap(serviceName: String, endpoint: String?, logger: Logger, metrics: any MetricsFactory) throws -> TraceExport {
        if let unsupported = OpenTelemetryExport.unsupportedSetting(in: ProcessInfo.processInfo.environment) {
            throw ValidationError(unsupported)
        }
        var configuration = OTel.Configuration.default
        configuration.serviceName = serviceName
        configuration.metrics.enabled = false
        configuration.logs.enabled = false
        if let endpoint {
            configuration.traces.otlpExporter.endpoint = OpenTelemetryExport.tracesURL(base: endpoint)
        }
        let droppedSpans = Counter(label: "otel_spans_dropped_total", factory: metrics)
        configuration.diagnosticLogger = .custom(Logger(label: logger.label) { _ in
            DroppedSpansCounting(forwardingTo: logger, counter: droppedSpans)
        })
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        InstrumentationSystem.bootstrap(backend.factory)
        return TraceExport(service: backend.service)
    }
}

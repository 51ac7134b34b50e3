import CoreMetrics
import Logging
import Testing
@testable import WebApp
import WebFrontEnd

/// When the server sends spans, and what it counts of those swift-otel drops.
struct TraceExportTests {

    @Test(arguments: [
        (nil, [:], false),
        ("http://localhost:4318", [:], true),
        (nil, ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"], true),
        (nil, ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"], true),
        (nil, ["OTEL_TRACES_EXPORTER": "otlp"], true),
        (nil, ["OTEL_TRACES_EXPORTER": "none"], false),
        (nil, ["OTEL_SERVICE_NAME": "shop"], false),
        ("http://localhost:4318", ["OTEL_SDK_DISABLED": "true"], false),
        (nil, ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "TRUE"], false),
    ] as [(String?, [String: String], Bool)])
    func spansAreSentOnlyWhenAnEndpointOrTheExporterIsNamed(endpoint: String?, environment: [String: String], isRequested: Bool) {
        #expect(TraceExport.isRequested(endpoint: endpoint, environment: environment) == isRequested)
    }

    @Test func theSpansSwiftOTelDropsAreCountedAndItsMessagesStillLogged() throws {
        let metrics = WebMetrics()
        let lines = LogLines()
        let serverLogger = Logger(label: "test") { _ in lines }
        let counting = Logger(label: "otel") { _ in
            DroppedSpansCounting(forwardingTo: serverLogger, counter: Counter(label: "otel_spans_dropped_total", factory: metrics.factory))
        }

        counting.warning("Spans were dropped this iteration because queue was full", metadata: ["queue_size": "2048", "dropped_count": "3"])
        counting.warning("Spans were dropped this iteration because queue was full", metadata: ["dropped_count": "4"])
        counting.warning("Export failed", metadata: ["error": "connection refused"])

        #expect(metrics.text.contains("otel_spans_dropped_total 7"))
        #expect(lines.messages == ["Spans were dropped this iteration because queue was full",
                                   "Spans were dropped this iteration because queue was full", "Export failed"])
    }
}

/// A log handler that keeps the messages it is given.
private final class LogLines: LogHandler, @unchecked Sendable {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    private(set) var messages: [String] = []

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        messages.append("\(event.message)")
    }
}

import CoreMetrics
import Logging
import Testing
@testable import WebApp
import WebFrontEnd

/// What the server counts of the spans swift-otel drops.
struct TraceExportTests {

    @Test func theSpansSwiftOTelDropsAreCountedAndItsMessagesStillLogged() throws {
        let metrics = WebMetrics()
        let lines = LogLines()
        let serverLogger = Logger(label: "test") { _ in lines }
        var counting = Logger(label: "otel") { _ in
            DroppedSpansCounting(forwardingTo: serverLogger, counter: Counter(label: "otel_spans_dropped_total", factory: metrics.factory))
        }

        // What swift-otel does with OTEL_LOG_LEVEL=error: its warnings must still be counted.
        counting.logLevel = .error
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

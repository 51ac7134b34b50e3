import CoreMetrics
import Logging

/// The log handler of swift-otel's own messages: forwards them to the server's logger, and
/// counts the spans its batch queue dropped, which it tells only there.
///
/// swift-otel 1.6 logs a warning, "Spans were dropped this iteration because queue was full",
/// with the number in `dropped_count`, after each export that followed drops.
struct DroppedSpansCounting: LogHandler {

    var metadata: Logger.Metadata = [:]

    /// Every level: the drops are counted whatever swift-otel's level (`OTEL_LOG_LEVEL`);
    /// the server's logger filters what it writes by its own.
    var logLevel: Logger.Level {
        get { .trace }
        set {}
    }

    init(forwardingTo logger: Logger, counter: Counter) {
        self.logger = logger
        self.counter = counter
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        if case let .string(text)? = event.metadata?["dropped_count"], let dropped = Int64(text), dropped > 0 {
            counter.increment(by: dropped)
        }
        logger.log(level: event.level, event.message, metadata: metadata.merging(event.metadata ?? [:]) { $1 },
                   source: event.source, file: event.file, function: event.function, line: event.line)
    }

    // MARK: - Private

    private let logger: Logger
    private let counter: Counter
}

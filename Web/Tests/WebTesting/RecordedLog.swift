import Foundation
import Logging
import Synchronization

/// What loggers logged, kept for a test to tell when it fails: a store's and its pool's account
/// of an outage, say, which a passing test does not print.
package final class RecordedLog: Sendable {

    /// An empty log.
    package init() {}

    /// Every line recorded so far.
    package var text: String {
        lines.withLock { $0.joined(separator: "\n") }
    }

    /// A logger that records here what is logged at `level` and above.
    package func logger(label: String, level: Logger.Level) -> Logger {
        var logger = Logger(label: label) { _ in RecordingLogHandler(log: self) }
        logger.logLevel = level
        return logger
    }

    /// Records `line`.
    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private let lines = Mutex<[String]>([])
}

/// Writes each event to a ``RecordedLog``, with the time, its level, its metadata and its source.
private struct RecordingLogHandler: LogHandler {

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    init(log: RecordedLog) {
        self.log = log
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let metadata = metadata.merging(event.metadata ?? [:]) { $1 }
            .sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }
            .joined(separator: " ")
        log.append("\(Date().formatted(Self.time)) \(event.level) [\(event.source)] \(event.message) \(metadata)")
    }

    /// The time of day to the millisecond, which tells events of one second apart.
    private static let time = Date.ISO8601FormatStyle(includingFractionalSeconds: true).time(includingFractionalSeconds: true)

    private let log: RecordedLog
}

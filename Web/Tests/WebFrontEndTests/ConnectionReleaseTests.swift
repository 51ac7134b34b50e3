import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import WebFrontEnd

/// A closed connection leaves nothing of itself in the server: connections opened and dropped
/// must not pile up in memory (see "Under hostile input" in the README).
struct ConnectionReleaseTests {

    @Test func closedConnectionsLeaveNoneOfTheirLoggersBehind() async throws {
        let loggers = LiveLoggerCount()
        let (app, _) = try await TestServer.make(logger: Logger(label: "test") { _ in CountingLogHandler(count: loggers) })
        try await app.test(.live) { client in
            func openAndClose() async throws {
                try await client.withPage { page in _ = try await page.next() }
            }
            // The server and the test client keep a few loggers for good; the first
            // connection shows how many.
            try await openAndClose()
            let kept = try await loggers.settledValue(atMost: 0)
            for _ in 0..<20 {
                try await openAndClose()
            }
            let after = try await loggers.settledValue(atMost: kept)
            #expect(after == kept, "\(after - kept) loggers of 20 closed connections are still alive")
        }
    }
}

/// How many loggers with metadata of their own are alive.
private final class LiveLoggerCount: Sendable {

    var value: Int {
        count.withLock { $0 }
    }

    /// The count once it is down to `target`, or after a second of waiting for that: the
    /// server lets a connection go just after the client's close handshake has returned.
    func settledValue(atMost target: Int) async throws -> Int {
        for _ in 0..<20 where value > target {
            try await Task.sleep(for: .milliseconds(50))
        }
        return value
    }

    func add(_ delta: Int) {
        count.withLock { $0 += delta }
    }

    private let count = Mutex(0)
}

/// Lives as long as the logger copy that got it, counted in a ``LiveLoggerCount``.
private final class LoggerLifetime: Sendable {

    init(_ count: LiveLoggerCount) {
        self.count = count
        count.add(1)
    }

    deinit {
        count.add(-1)
    }

    private let count: LiveLoggerCount
}

/// A log handler that writes nothing; each copy that is given metadata (the server gives every
/// connection a logger with its own request id) holds a ``LoggerLifetime``.
private struct CountingLogHandler: LogHandler {

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    init(count: LiveLoggerCount) {
        self.count = count
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set {
            metadata[key] = newValue
            lifetime = LoggerLifetime(count)
        }
    }

    func log(event: LogEvent) {}

    private let count: LiveLoggerCount
    private var lifetime: LoggerLifetime?
}

import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import WebFrontEnd
import WebTesting

/// A closed connection leaves nothing of itself in the server: connections opened and dropped
/// must not pile up in memory (see "What a closed connection costs" in docs/web-performance.md).
@Suite(.timeLimit(.minutes(2)))
struct ConnectionReleaseTests {

    @Test func closedConnectionsLeaveNoneOfTheirLoggersBehind() async throws {
        let loggers = LoggerCensus()
        let (app, _) = try await TestServer.make(logger: Logger(label: "test") { _ in CountingLogHandler(census: loggers) })
        try await app.test(.live) { client in
            func openAndClose() async throws {
                try await client.withPage { page in _ = try await page.next() }
            }
            // The server keeps a logger of its first connection for good (its request logger,
            // somewhere in Hummingbird or SwiftNIO); only the loggers of the connections after
            // it are counted.
            try await openAndClose()
            loggers.countFromNowOn()
            for _ in 0..<20 {
                try await openAndClose()
            }
            #expect(loggers.countedEver > 0, "the connections' loggers were not counted")
            try await waitUntil("\(loggers.countedAlive) loggers of 20 closed connections are still alive") {
                loggers.countedAlive == 0
            }
        }
    }
}

/// The loggers with metadata of their own that are alive, among those given metadata since
/// ``countFromNowOn()``: each connection's logger gets its request id, each session's its name.
private final class LoggerCensus: Sendable {

    /// How many of the counted loggers are alive.
    var countedAlive: Int {
        state.withLock { $0.alive[$0.round, default: 0] }
    }

    /// How many loggers were counted, alive or not.
    var countedEver: Int {
        state.withLock { $0.born }
    }

    /// Counts the loggers given metadata from now on, and only them.
    func countFromNowOn() {
        state.withLock {
            $0.round += 1
            $0.born = 0
        }
    }

    /// Counts a logger given metadata; returns the round it belongs to, for ``died(in:)``.
    fileprivate func born() -> Int {
        state.withLock {
            $0.alive[$0.round, default: 0] += 1
            $0.born += 1
            return $0.round
        }
    }

    /// Counts a logger of `round` gone.
    fileprivate func died(in round: Int) {
        state.withLock { $0.alive[round, default: 0] -= 1 }
    }

    private struct State {
        var round = 0
        var born = 0
        var alive: [Int: Int] = [:]
    }

    private let state = Mutex(State())
}

/// Lives as long as the logger copy that got it, counted in a ``LoggerCensus``.
private final class LoggerLifetime: Sendable {

    init(_ census: LoggerCensus) {
        self.census = census
        round = census.born()
    }

    deinit {
        census.died(in: round)
    }

    private let census: LoggerCensus
    private let round: Int
}

/// A log handler that writes nothing; each copy that is given metadata (the server gives every
/// connection a logger with its own request id) holds a ``LoggerLifetime``.
private struct CountingLogHandler: LogHandler {

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    init(census: LoggerCensus) {
        self.census = census
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set {
            metadata[key] = newValue
            lifetime = LoggerLifetime(census)
        }
    }

    func log(event: LogEvent) {}

    private let census: LoggerCensus
    private var lifetime: LoggerLifetime?
}

import CoreMetrics
import Hummingbird
import HummingbirdTesting
import Logging
import RIBs
import ScreenKit
@testable import WebFrontEnd
import WebTesting

/// A server playing TicTacToe, as `tictactoe-web` runs it, with limits a test picks.
enum TestServer {

    /// An app's own metric, as `tictactoe-web` counts its moves: the cells tapped, counted by
    /// the action observer the registry is given, as `cells_tapped_total`.
    static func countingCellsTapped(factory: any MetricsFactory) -> ActionObserver {
        let cellsTapped = Counter(label: "cells_tapped_total", factory: factory)
        return { action in
            if case .tapGridCell = action {
                cellsTapped.increment()
            }
        }
    }

    /// Builds the server application and its registry.
    ///
    /// The server reads the time from `time`, which stands still unless the test moves it on:
    /// no session idles out and no page's message rate changes because the machine is slow.
    /// The default limits let a test send as many messages and open as many sessions as it
    /// likes; a test of a rate passes its own. With `metrics`, the server counts in it and serves
    /// it at `/metrics`.
    @MainActor
    static func make(limits: SessionLimits = SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000_000),
                     sweepInterval: Duration = .seconds(15), time: ManualTime = ManualTime(),
                     requestHeadLimits: RequestHeadLimits = RequestHeadLimits(), maxConnections: Int? = nil,
                     allowedHosts: AllowedHosts? = nil, keepAliveIdleTimeout: Duration = .seconds(15),
                     metrics: WebMetrics? = nil, trustedProxies: TrustedProxies = .none, maxConnectionsPerClient: Int? = nil,
                     logger: Logger = quietLogger,
                     onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> (app: some ApplicationProtocol, registry: SessionRegistry) {
        let registry = SessionRegistry.ticTacToe(limits: limits, logger: logger, now: time.now, metrics: metrics?.server ?? .disabled,
                                                 actionObserver: metrics.map { countingCellsTapped(factory: $0.factory) })
        var configuration = WebServer.Configuration(appName: "TicTacToe", host: "127.0.0.1", port: 0, limits: limits, sweepInterval: sweepInterval,
                                                    allowedHosts: allowedHosts, requestHeadLimits: requestHeadLimits,
                                                    maxConnections: maxConnections, keepAliveIdleTimeout: keepAliveIdleTimeout)
        configuration.trustedProxies = trustedProxies
        configuration.maxConnectionsPerClient = maxConnectionsPerClient
        let app = try WebServer.makeApplication(configuration: configuration, registry: registry, logger: logger, metrics: metrics,
                                                onServerRunning: onServerRunning)
        return (app, registry)
    }

    /// Builds a server of `app`'s sessions, kept in memory, whose limits let a test send as many
    /// messages as it likes; with `metrics`, it counts in it and serves it at `/metrics`.
    @MainActor
    static func make(serving app: AppDescriptor, metrics: WebMetrics = WebMetrics()) throws -> some ApplicationProtocol {
        let limits = SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000)
        let registry = SessionRegistry(app: app, limits: limits, logger: quietLogger, store: nil, metrics: metrics.server)
        return try WebServer.makeApplication(configuration: WebServer.Configuration(appName: app.name, port: 0, limits: limits),
                                             registry: registry, logger: quietLogger, metrics: metrics)
    }

    /// Starts a server with the default limits and plays `body` through one page connected to it.
    static func withPage(_ body: @escaping @Sendable (inout PageClient) async throws -> Void) async throws {
        let (app, _) = try await make()
        _ = try await app.test(.live) { client in
            try await client.withPage { page in try await body(&page) }
        }
    }

    /// Runs `app`, made with `port.onServerRunning`, and plays `body` with the port it listens
    /// on; stops it once `body` has returned.
    ///
    /// Unlike HummingbirdTesting's `.live` test, it opens no connection of its own: the live
    /// client connects as the server starts, whenever its event loop gets to it, and holds that
    /// connection silent until a request or the server's timeouts close it, so that a test of
    /// the server's cap on connections cannot know how many of its own are let in.
    static func run<App: ApplicationProtocol, Result: Sendable>(_ app: App, listeningOn port: ListeningPort,
                                                               _ body: (Int) async throws -> Result) async throws -> Result {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer {
                    port.serverStopped()
                }
                // No signal handlers: nothing process-wide (docs/testing.md).
                try await app.runService(gracefulShutdownSignals: [])
            }
            defer {
                group.cancelAll()
            }
            guard let number = await port.number() else {
                try await group.waitForAll()
                throw ListeningPort.ServerStoppedBeforeListening()
            }
            return try await body(number)
        }
    }

    /// A logger that shows warnings and worse.
    static var quietLogger: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        return logger
    }
}

/// The port a server run by ``TestServer/run(_:listeningOn:_:)`` listens on, once it says.
final class ListeningPort: Sendable {

    /// The server stopped without having listened.
    struct ServerStoppedBeforeListening: Error {}

    init() {
        (ports, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// What the server calls once it listens: the application's `onServerRunning`.
    var onServerRunning: @Sendable (Int) async -> Void {
        { [continuation] port in
            continuation.yield(port)
            continuation.finish()
        }
    }

    /// The port, once the server listens; `nil` if it stopped first.
    func number() async -> Int? {
        var iterator = ports.makeAsyncIterator()
        return await iterator.next()
    }

    /// Tells a waiting ``number()`` that the server has stopped.
    func serverStopped() {
        continuation.finish()
    }

    // MARK: - Private

    private let ports: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation
}

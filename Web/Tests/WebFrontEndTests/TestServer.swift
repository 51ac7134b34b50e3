import Hummingbird
import HummingbirdTesting
import Logging
import RIBs
import ScreenKit
import TicTacToeWebSession
@testable import WebFrontEnd
import WebTesting

/// A server playing TicTacToe, as `tictactoe-web` runs it, with limits a test picks.
enum TestServer {

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
                     logger: Logger = quietLogger) throws -> (app: some ApplicationProtocol, registry: SessionRegistry) {
        let moves = metrics.map { TicTacToeSession.movesCounter(factory: $0.factory) }
        let registry = SessionRegistry(limits: limits, logger: logger, now: time.now, metrics: metrics?.server ?? .disabled) { window, savedGame in
            TicTacToeSession.launch(in: window, restoring: savedGame, countingMovesIn: moves)
        }
        var configuration = WebServer.Configuration(appName: "TicTacToe", host: "127.0.0.1", port: 0, limits: limits, sweepInterval: sweepInterval,
                                                    allowedHosts: allowedHosts, requestHeadLimits: requestHeadLimits,
                                                    maxConnections: maxConnections, keepAliveIdleTimeout: keepAliveIdleTimeout)
        configuration.trustedProxies = trustedProxies
        configuration.maxConnectionsPerClient = maxConnectionsPerClient
        let app = try WebServer.makeApplication(configuration: configuration, registry: registry, logger: logger, metrics: metrics)
        return (app, registry)
    }

    /// Starts a server with the default limits and plays `body` through one page connected to it.
    static func withPage(_ body: @escaping @Sendable (inout PageClient) async throws -> Void) async throws {
        let (app, _) = try await make()
        _ = try await app.test(.live) { client in
            try await client.withPage { page in try await body(&page) }
        }
    }

    /// A logger that shows warnings and worse.
    static var quietLogger: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        return logger
    }
}

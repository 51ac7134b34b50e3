#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Hummingbird
import Logging
import NIOCore
import RIBs
import ScreenKit
import ServiceLifecycle

extension WebServer {

    /// Serves an app to browsers until SIGINT or SIGTERM: one RIB tree per page, launched by
    /// `launch` into the page's window, kept in memory, with the live RIB inspector and
    /// `/metrics`; pages are told when the server stops.
    ///
    /// The smallest server for an app, such as one `ribs init` wrote:
    ///
    /// ```swift
    /// try await WebServer.serve(WebServer.Configuration(appName: "Notes", port: 8080)) { window in
    ///     NotesApp.launch(in: window)
    /// }
    /// ```
    ///
    /// An app that counts things of its own makes its metrics with ``WebMetrics/factory`` and
    /// passes the same ``WebMetrics``. A server that keeps sessions in a store builds itself from
    /// ``makeApplication(configuration:registry:logger:metrics:onServerRunning:)`` instead, to add
    /// the store and a shutdown deadline.
    ///
    /// - Parameters:
    ///   - configuration: Where to listen, what to allow, and the app's name for the page.
    ///   - metrics: What `/metrics` serves: the front-end's own, and the app's.
    ///   - logger: The server's logger, which announces the address once the server listens;
    ///     `nil` for one labelled with the app's server name (`notes-web`).
    ///   - launch: Builds the app's RIB tree and launches it into a page's window; returns the
    ///     root router, which the session keeps.
    /// - Throws: ``PortInUse`` when another program listens on the port, ``PageAssetsError`` if
    ///   the page's files are missing.
    public static func serve(
        _ configuration: Configuration,
        metrics: WebMetrics = WebMetrics(),
        logger: Logger? = nil,
        launch: @escaping @MainActor (Window) -> any LaunchRouting
    ) async throws {
        let logger = logger ?? Logger(label: configuration.app.serverName)
        let (app, registry) = try await makeApplication(configuration: configuration, metrics: metrics, logger: logger, launch: launch) { port in
            logger.notice("\(configuration.appName) is served at http://\(configuration.host):\(port)/  (Ctrl-C stops it)")
        }
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [.init(service: app), .init(service: SessionShutdownNotice(registry: registry))],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        ))
        do {
            try await group.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PortInUse(host: configuration.host, port: configuration.port)
        }
    }

    /// The application and sessions ``serve(_:metrics:logger:launch:)`` runs.
    @MainActor
    static func makeApplication(
        configuration: Configuration,
        metrics: WebMetrics,
        logger: Logger,
        launch: @escaping @MainActor (Window) -> any LaunchRouting,
        onServerRunning: @escaping @Sendable (Int) async -> Void
    ) throws -> (app: some ApplicationProtocol, registry: SessionRegistry) {
        let registry = SessionRegistry(limits: configuration.limits, logger: logger, metrics: metrics.server) { window, _ in
            LaunchedApp(name: configuration.appName, launchRouter: launch(window))
        }
        let app = try makeApplication(configuration: configuration, registry: registry, logger: logger, metrics: metrics,
                                      onServerRunning: onServerRunning)
        return (app, registry)
    }
}

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
    /// `launch` into the page's window, kept in memory, with the live RIB inspector; pages are
    /// told when the server stops.
    ///
    /// The smallest server for an app, such as one `ribs init` wrote:
    ///
    /// ```swift
    /// try await WebServer.serve(WebServer.Configuration(appName: "Notes", port: 8080)) { window in
    ///     NotesApp.launch(in: window)
    /// }
    /// ```
    ///
    /// `tictactoe-web` builds its server from ``makeApplication(configuration:registry:logger:metricsText:onServerRunning:)``
    /// instead, to add a session store, metrics and a shutdown deadline.
    ///
    /// - Parameters:
    ///   - configuration: Where to listen, what to allow, and the app's name for the page.
    ///   - logger: The server's logger; it announces the address once the server listens.
    ///   - launch: Builds the app's RIB tree and launches it into a page's window; returns the
    ///     root router, which the session keeps.
    /// - Throws: ``PortInUse`` when another program listens on the port, ``PageAssetsError`` if
    ///   the page's files are missing.
    public static func serve(
        _ configuration: Configuration,
        logger: Logger = Logger(label: "web-front-end"),
        launch: @escaping @MainActor (Window) -> any LaunchRouting
    ) async throws {
        let (app, registry) = try await makeApplication(configuration: configuration, logger: logger, launch: launch) { port in
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

    /// The application and sessions ``serve(_:logger:launch:)`` runs.
    @MainActor
    static func makeApplication(
        configuration: Configuration,
        logger: Logger,
        launch: @escaping @MainActor (Window) -> any LaunchRouting,
        onServerRunning: @escaping @Sendable (Int) async -> Void
    ) throws -> (app: some ApplicationProtocol, registry: SessionRegistry) {
        let registry = SessionRegistry(limits: configuration.limits, logger: logger) { window, _ in
            LaunchedApp(launchRouter: launch(window))
        }
        let app = try makeApplication(configuration: configuration, registry: registry, logger: logger, onServerRunning: onServerRunning)
        return (app, registry)
    }
}

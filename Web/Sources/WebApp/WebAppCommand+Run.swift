#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Logging
import NIOCore
import OTel
import ScreenKit
import ServiceLifecycle
import SQLSessionStore
import WebFrontEnd

extension WebAppCommand {

    /// Serves `app` as the options ask until SIGINT or SIGTERM: opens the store, launches a tree
    /// of `app` for each page (or restores it from the store), says where it listens once it
    /// does, and stops within ``shutdownDeadline``.
    ///
    /// - Parameters:
    ///   - app: The app each page runs.
    ///   - additions: What the app adds: what it counts of its users' actions.
    /// - Throws: ``PortInUse`` when another program listens on the port; `SessionStoreError`
    ///   when the store cannot be used; `ValidationError` when no folder can be found for it.
    public func run(_ app: AppDescriptor, with additions: WebAppAdditions = WebAppAdditions()) async throws {
        let identity = AppIdentity(name: app.name)
        let isTraced = OpenTelemetryExport.isRequested(endpoint: options.otlpEndpoint, environment: ProcessInfo.processInfo.environment)
        // Log lines written during a span carry its trace_id and span_id.
        var logger = isTraced
            ? Logger(label: identity.serverName, metadataProvider: OTel.makeLoggingMetadataProvider())
            : Logger(label: identity.serverName)
        logger.logLevel = options.logLevel
        if let nodeId = options.nodeId {
            logger[metadataKey: "node"] = "\(nodeId)"
        }
        let configuration = try options.configuration(for: identity)
        let metrics = WebMetrics()
        let store: SQLSessionStore? = switch try options.store(serverName: identity.serverName) {
        case .inMemory: nil
        case let .sqlite(directory): try await SQLSessionStore.openSQLite(directory: directory, logger: logger, metrics: metrics.server)
        case let .postgres(url): try await SQLSessionStore.openPostgres(url: url, logger: logger, metrics: metrics.server)
        }
        do {
            try await serve(app, with: additions, configuration: configuration, store: store, isTraced: isTraced, metrics: metrics,
                            logger: logger)
        } catch {
            await store?.close()
            throw error
        }
        await store?.close()
    }

    // MARK: - Private

    /// Serves `app` with `store` until SIGINT or SIGTERM.
    private func serve(_ app: AppDescriptor, with additions: WebAppAdditions, configuration: WebServer.Configuration,
                       store: SQLSessionStore?, isTraced: Bool, metrics: WebMetrics, logger: Logger) async throws {
        let export = try isTraced
            ? TraceExport.bootstrap(serviceName: configuration.app.serverName, endpoint: options.otlpEndpoint, logger: logger,
                                    metrics: metrics.factory)
            : nil
        let registry = await SessionRegistry(app: app, limits: configuration.limits, logger: logger, store: store,
                                             metrics: metrics.server, actionObserver: additions.actionObserver?(metrics.factory))
        let storage = store.map { "sessions are stored in \($0.location)" } ?? "sessions are kept in memory only"
        let (host, announcer) = (configuration.host, logger)
        let application = try WebServer.makeApplication(configuration: configuration, registry: registry, logger: logger,
                                                        metrics: metrics) { port in
            announcer.notice("\(app.name) is served at \(ServedURL.page(host: host, port: port))  (Ctrl-C stops it; \(storage))")
        }
        var group = ServiceGroupConfiguration(
            // Services stop in reverse order: the spans are sent last, those of the shutdown too.
            services: (export.map { [.init(service: $0.service)] } ?? []) + [
                .init(service: application),
                // Services stop in reverse order: first the deadline is set, then every page is
                // told and closed, then the server stops.
                .init(service: SessionShutdownNotice(registry: registry)),
                .init(service: ShutdownDeadline(deadline: Self.shutdownDeadline, logger: logger)),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        )
        group.maximumGracefulShutdownDuration = Self.shutdownDeadline - .seconds(2)
        do {
            try await ServiceGroup(configuration: group).run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PortInUse(host: configuration.host, port: configuration.port)
        }
    }
}

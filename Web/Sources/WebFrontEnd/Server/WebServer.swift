import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import Tracing

/// The web front-end's server: the page, `/health`, and the WebSocket at `/ws` through which
/// each page plays in a session of its own.
public enum WebServer {

    /// Builds the server application.
    ///
    /// Run it in a `ServiceGroup` with a ``SessionShutdownNotice`` after it and the signals
    /// that stop it (as `WebApp`'s `WebAppCommand` does): on SIGTERM or SIGINT every page is
    /// told and closed at once, then the server stops. With `runService()` alone, pages are
    /// closed without a word and the server waits for each to answer the close.
    ///
    /// - Parameters:
    ///   - configuration: Where to listen and what to allow.
    ///   - registry: The sessions, and how to launch a RIB tree for each.
    ///   - logger: The server's logger.
    ///   - metrics: What `GET /metrics` answers, in Prometheus' text format (the registry's
    ///     ``ServerMetrics`` among it); `nil` serves no `/metrics`.
    ///   - onServerRunning: Called once the server listens, with the port it listens on.
    /// - Throws: ``PageAssetsError`` if the page's files are missing.
    public static func makeApplication(
        configuration: Configuration,
        registry: SessionRegistry,
        logger: Logger,
        metrics: WebMetrics? = nil,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let assets = try PageAssets.bundled(app: configuration.app)
        // One line a minute of each cause a client can repeat at will, by the registry's clock
        // (which a test moves on by hand).
        let logThrottle = LogThrottle(now: registry.now)
        // HEAD is answered as GET is, without the body.
        let router = Router(options: .autoGenerateHeadEndpoints)
        // Each request a span, when a tracer is set (see WebTracing); a page's address may carry
        // its session's token and a link, which no span records.
        router.middlewares.add(TracingMiddleware(redactingQueryParameters: WebTracing.redactedQueryParameters))
        router.middlewares.add(SecurityHeadersMiddleware())
        router.middlewares.add(AllowedHostsMiddleware(allowedHosts: configuration.allowedHosts, logThrottle: logThrottle))
        router.middlewares.add(AllowedMethodsMiddleware(servedPaths: assets.paths.union(metrics == nil ? ["/health"] : ["/health", "/metrics"])))
        router.get("/health") { _, _ in
            HealthReport(sessions: await registry.sessionCount, node: configuration.nodeID, isStoreAvailable: registry.isStoreAvailable)
                .response
        }
        if let metrics {
            router.get("/metrics") { _, _ in
                Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.text)))
            }
        }
        let servePageFile: @Sendable (Request, BasicRequestContext) throws -> Response = { request, _ in
            guard let response = assets.response(for: request.uri.path) else {
                throw HTTPError(.notFound)
            }
            return response
        }
        router.get("/", use: servePageFile)
        router.get("**", use: servePageFile)

        let socket = SessionSocket(registry: registry, nodeID: configuration.nodeID, logThrottle: logThrottle)
        // Upgrades are decided by a closure rather than a WebSocket router: in
        // hummingbird-websocket 2.8.1, a router's request context keeps a reference to itself,
        // so every connection through one would stay in memory after it closes.
        let upgradeToSession: WebSocketUpgradeDecision = { request, channel, logger in
            let uri = URI(request.path ?? "")
            guard uri.path == "/ws" else {
                return .dontUpgrade
            }
            guard configuration.allowedHosts.allows(authority: request.authority) else {
                logger.throttled(by: logThrottle).notice("WebSocket refused: a host name the server is not reached by", metadata: ["host": "\(request.authority ?? "")"])
                return .dontUpgrade
            }
            guard SameOrigin.allows(request) else {
                logger.throttled(by: logThrottle).notice("WebSocket refused: another site's page", metadata: ["origin": "\(request.headerFields[.origin] ?? "")"])
                return .dontUpgrade
            }
            let token = uri.queryParameters["session"].flatMap(SessionToken.init(parsing:))
            let sendsPatches = uri.queryParameters["patches"] == "1"
            // The client as the connection's first handler found it: behind a trusted proxy, the
            // one the proxy names; its IPv6 /64 as one client.
            let client = (try? channel.pipeline.syncOperations.handler(type: ClientAddressHandler.self))?.client
            let address = client?.limitKey ?? channel.remoteAddress?.ipAddress
            let executor = EventLoopTaskExecutor(channel.eventLoop)
            var traceContext = InstrumentationContext.topLevel
            InstrumentationSystem.instrument.extract(request.headerFields, into: &traceContext, using: HTTPFieldsExtractor())
            return .upgrade([:]) { [traceContext] inbound, outbound, context in
                await withTaskExecutorPreference(executor) {
                    await socket.serve(token: token, address: address, sendsPatches: sendsPatches, inbound: inbound, outbound: outbound,
                                       traceContext: traceContext, logger: context.logger)
                }
            }
        }

        return Application(
            router: router,
            server: guardedServer(configuration: configuration,
                                  controlFrameBudget: .init(ratePerSecond: configuration.limits.messagesPerSecond, now: registry.now),
                                  logThrottle: logThrottle, shouldUpgrade: upgradeToSession),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: configuration.app.serverName),
            services: [SessionSweeper(registry: registry, interval: configuration.sweepInterval)],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
    }
}

extension WebServer {

    /// Hummingbird's HTTP/1 server with WebSocket upgrades, its connections behind
    /// ``GuardedHTTPChannel``'s cap, head limits and WebSocket guards, and idle keep-alive
    /// connections closed.
    static func guardedServer(configuration: Configuration, controlFrameBudget: ClientFrameGuard.ControlFrameBudget,
                              logThrottle: LogThrottle, shouldUpgrade: @escaping WebSocketUpgradeDecision) -> HTTPServerBuilder {
        let connectionLimit = configuration.maxConnections.map {
            ConnectionLimit(maxConnections: $0, maxConnectionsPerClient: configuration.maxConnectionsPerClient)
        } ?? ConnectionLimit.forThisProcess(maxConnectionsPerClient: configuration.maxConnectionsPerClient)
        let idleTimeout = TimeAmount.nanoseconds(configuration.keepAliveIdleTimeout.nanoseconds)
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: HTTP1Channel.Configuration(idleTimeout: idleTimeout),
            ws: webSocketConfiguration
        )
        return HTTPServerBuilder { responder in
            GuardedHTTPChannel(
                guarded: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: channelConfiguration, shouldUpgrade: shouldUpgrade),
                connectionLimit: connectionLimit,
                headLimits: configuration.requestHeadLimits,
                allowedHosts: configuration.allowedHosts,
                trustedProxies: configuration.trustedProxies,
                controlFrameBudget: controlFrameBudget,
                logThrottle: logThrottle
            )
        }
    }

    /// The WebSockets' frame limit, pings, close handshake and UTF-8.
    ///
    /// Pings every 10 seconds find pages that vanished without closing. Their period also
    /// bounds memory under connections opened and dropped: a connection's ping loop sleeps in
    /// `Task.sleep`, and Swift keeps a cancelled sleep's task until the sleep's deadline,
    /// about 1 KB for each connection closed within the last period (hummingbird-websocket's
    /// default of 30 seconds held about 42 MB under this machine's fastest churn; 10 seconds,
    /// about 14 MB). The close handshake's timeout holds memory the same way, for each
    /// connection the server closes.
    ///
    /// swift-websocket checks UTF-8 (`validateUTF8`) only in a close frame's reason and in its
    /// own `messages(maxSize:)`; the server reads messages through ``InboundMessageAssembler``,
    /// which checks them itself (1007).
    static let webSocketConfiguration = WebSocketServerConfiguration(
        maxFrameSize: MessageFormat.maxMessageSize,
        autoPing: .enabled(timePeriod: .seconds(10)),
        closeTimeout: .seconds(5),
        validateUTF8: true
    )
}

/// Decides, from an upgrade request, whether it becomes a WebSocket and what then serves it.
typealias WebSocketUpgradeDecision = @Sendable (HTTPRequest, any Channel, Logger) throws
    -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>

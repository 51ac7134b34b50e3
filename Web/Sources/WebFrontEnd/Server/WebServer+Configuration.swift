extension WebServer {

    /// Where the server listens and what it allows.
    public struct Configuration: Sendable {

        /// What the page's title and header call the app: `Notes`.
        public var appName: String

        /// The names derived from ``appName``: the server's, and the page's storage keys'.
        public var app: AppIdentity {
            AppIdentity(name: appName)
        }

        /// The host name or address to listen on.
        public var host: String

        /// The port to listen on; 0 picks a free one.
        public var port: Int

        /// The cap on sessions, the idle timeout and the rates of messages and new sessions.
        public var limits: SessionLimits

        /// How often idle sessions are looked for.
        public var sweepInterval: Duration

        /// The names the server is reached by; requests naming another `Host` are refused.
        public var allowedHosts: AllowedHosts

        /// The first request head's size and time limits.
        public var requestHeadLimits: RequestHeadLimits

        /// The most connections open at once; `nil` for the process's descriptor limit less a
        /// reserve, read when the server is built.
        public var maxConnections: Int?

        /// How long an HTTP connection may wait idle for its next request. Browsers reuse a
        /// connection for the page's files within a second; 15 seconds keeps a connection for a
        /// reload while idle ones do not pile up (nginx keeps them 75 s, Apache 5 s).
        public var keepAliveIdleTimeout: Duration

        /// The server's name among several sharing a database, in `/health` (and, set by the
        /// caller, in its logs); `nil` for a server alone.
        public var nodeID: String?

        /// The proxies whose PROXY protocol headers name the client (see ``TrustedProxies``);
        /// none by default.
        public var trustedProxies: TrustedProxies = .none

        /// The most connections one client (an IPv4 address, an IPv6 /64) may hold at once;
        /// `nil` for a quarter of ``maxConnections`` (at least 8).
        public var maxConnectionsPerClient: Int?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - appName: What the page's title and header call the app.
        ///   - host: The host name or address to listen on.
        ///   - port: The port to listen on; 0 picks a free one.
        ///   - limits: The cap on sessions, the idle timeout and the rates of messages and new
        ///     sessions.
        ///   - sweepInterval: How often idle sessions are looked for.
        ///   - allowedHosts: The names the server is reached by; `nil` for its loopback names
        ///     and `host`.
        ///   - requestHeadLimits: The first request head's size and time limits.
        ///   - maxConnections: The most connections open at once; `nil` for the process's
        ///     descriptor limit less a reserve.
        ///   - keepAliveIdleTimeout: How long an HTTP connection may wait idle for its next
        ///     request.
        ///   - nodeID: The server's name among several sharing a database.
        public init(appName: String, host: String = "127.0.0.1", port: Int = 8080, limits: SessionLimits = SessionLimits(),
                    sweepInterval: Duration = .seconds(15), allowedHosts: AllowedHosts? = nil,
                    requestHeadLimits: RequestHeadLimits = RequestHeadLimits(), maxConnections: Int? = nil,
                    keepAliveIdleTimeout: Duration = .seconds(15), nodeID: String? = nil) {
            self.appName = appName
            self.host = host
            self.port = port
            self.limits = limits
            self.sweepInterval = sweepInterval
            self.allowedHosts = allowedHosts ?? AllowedHosts(listeningHost: host)
            self.requestHeadLimits = requestHeadLimits
            self.maxConnections = maxConnections
            self.keepAliveIdleTimeout = keepAliveIdleTimeout
            self.nodeID = nodeID
        }
    }
}

import ArgumentParser
import Logging
import WebFrontEnd

/// The options of every app's web server: where it listens, whom it lets in, what one client may
/// make it hold, where it keeps the sessions, and how it logs.
///
/// Each is checked before the server starts, with a ``ValidationError`` naming the option.
public struct WebAppOptions: ParsableArguments {

    @Option(help: "The host name or address to listen on.")
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    public var port = 8080

    @Option(name: .customLong("allowed-host"),
            help: "A name the server is reached by, besides its loopback names and --host (repeatable). Requests naming another host are refused.")
    public var allowedHosts: [String] = []

    @Option(name: .customLong("trusted-proxy"),
            help: ArgumentHelp("A proxy whose PROXY protocol (v2) header names the client, as an address or a network such as 10.0.0.0/8 (repeatable). Its connections must begin with one; no one else's may. Per-client limits then count the client it names.",
                               valueName: "network"))
    public var trustedProxies: [String] = []

    @Option(help: "The most connections one client (an IPv4 address, an IPv6 /64) may hold at once (default: a quarter of the server's connections, at least 8).")
    public var maxConnectionsPerClient: Int?

    @Option(help: "The most sessions alive at once (1 to 1000000); pages beyond it are told the server is full.")
    public var maxSessions = 1_000

    @Option(help: "Minutes without use after which a session is released (0.1 to 10080).")
    public var idleTimeout = 30.0

    @Option(help: "Messages per second a session's pages may send on average (1 to 1000000; twice as many in a burst), counted across reconnections; a page sending more is disconnected.")
    public var maxMessagesPerSecond = 20

    @Option(help: "New sessions one address may open per minute on average (1 to 1000000; twice as many in a burst); resuming one is not counted.")
    public var maxNewSessionsPerMinute = 20

    @Option(help: ArgumentHelp("The folder of the session store, created if need be (default: $XDG_STATE_HOME/\(HelpedApp.serverName), or ~/.local/state/\(HelpedApp.serverName)).",
                               valueName: "folder"))
    public var dataDir: String?

    @Option(help: ArgumentHelp("""
        A PostgreSQL database to keep the sessions in instead, shared by every server given it, such as \
        postgres://user:password@host:5432/\(HelpedApp.identifier)?sslmode=disable (default: $DATABASE_URL, which keeps the \
        password out of the process list; without either, SQLite in --data-dir).
        """, valueName: "url"))
    public var database: String?

    @Flag(help: "Keep sessions in memory only: a restart of the server loses every session.")
    public var inMemory = false

    @Option(help: ArgumentHelp("This server's name among several sharing a --database, on every log line and in /health.",
                               valueName: "name"))
    public var nodeId: String?

    @Option(help: ArgumentHelp("Send spans of every request, message, store call and RIB to this OpenTelemetry collector over OTLP/HTTP (such as http://localhost:4318). The OTEL_* variables turn it on too and take precedence; see docs/observability.md.",
                               valueName: "url"))
    public var otlpEndpoint: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    public var logLevel: Logger.Level = .info

    public init() {}

    public func validate() throws {
        guard !host.isEmpty else {
            throw ValidationError("--host must name a host or an address.")
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        do {
            _ = try TrustedProxies(trustedProxies)
        } catch {
            throw ValidationError("--trusted-proxy: \(error)")
        }
        if let maxConnectionsPerClient, maxConnectionsPerClient < 1 {
            throw ValidationError("--max-connections-per-client takes a number of connections from 1 up.")
        }
        for name in allowedHosts where name.isEmpty || name.contains(where: { " /@?#".contains($0) }) {
            throw ValidationError("--allowed-host takes a host name or an address, without scheme, port or path: '\(name)'.")
        }
        guard Self.maxSessionsRange.contains(maxSessions) else {
            throw ValidationError("--max-sessions must be between 1 and 1000000.")
        }
        // Below a tenth of a minute the sweeper would look for idle sessions many times a
        // second (below a millisecond it spun the CPU); NaN fails both comparisons.
        guard idleTimeout >= Self.idleTimeoutRange.lowerBound, idleTimeout <= Self.idleTimeoutRange.upperBound else {
            throw ValidationError("--idle-timeout must be between 0.1 minutes (6 seconds) and a week (10080 minutes).")
        }
        guard Self.ratesRange.contains(maxMessagesPerSecond) else {
            throw ValidationError("--max-messages-per-second must be between 1 and 1000000.")
        }
        guard Self.ratesRange.contains(maxNewSessionsPerMinute) else {
            throw ValidationError("--max-new-sessions-per-minute must be between 1 and 1000000.")
        }
        guard !(inMemory && (dataDir != nil || database != nil)) else {
            throw ValidationError("--in-memory keeps no store; leave out --data-dir and --database.")
        }
        guard !(dataDir != nil && database != nil) else {
            throw ValidationError("--data-dir is SQLite's folder and --database a PostgreSQL server: give one of them.")
        }
        if dataDir?.isEmpty == true {
            throw ValidationError("--data-dir must name a folder.")
        }
        if let nodeId, nodeId.isEmpty || nodeId.count > 64 || nodeId.contains(where: { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }) {
            throw ValidationError("--node-id takes 1 to 64 letters, digits, '-', '_' or '.'.")
        }
        if database?.isEmpty == true {
            throw ValidationError("--database must be a URL such as postgres://user:password@host:5432/\(HelpedApp.identifier).")
        }
    }

    /// The sessions a server may hold: each is a RIB tree of a few dozen kilobytes.
    static let maxSessionsRange = 1...1_000_000

    /// Minutes a session may idle: from a tenth of a minute to a week.
    static let idleTimeoutRange = 0.1...(7 * 24 * 60.0)

    /// The rates of messages and new sessions: a million lifts them, as the load tools do.
    static let ratesRange = 1...1_000_000

    // MARK: - Internal

    /// The limits the options set.
    var limits: SessionLimits {
        SessionLimits(maxSessions: maxSessions, idleTimeout: .milliseconds(Int(idleTimeout * 60_000)),
                      messagesPerSecond: maxMessagesPerSecond, newSessionsPerAddressPerMinute: maxNewSessionsPerMinute)
    }

    /// The server's configuration for `app`: where to listen, whom to let in, the limits.
    func configuration(for app: AppIdentity) throws -> WebServer.Configuration {
        let limits = limits
        var configuration = WebServer.Configuration(appName: app.name, host: host, port: port, limits: limits,
                                                    sweepInterval: max(.seconds(1), min(.seconds(15), limits.idleTimeout / 4)),
                                                    allowedHosts: AllowedHosts(listeningHost: host, extraNames: allowedHosts), nodeID: nodeId)
        configuration.trustedProxies = try TrustedProxies(trustedProxies)
        configuration.maxConnectionsPerClient = maxConnectionsPerClient
        return configuration
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Hummingbird
import Foundation
import Logging
import NIOCore
import ServiceLifecycle
import SQLSessionStore
import TicTacToeWebSession
import WebFrontEnd

/// `tictactoe-web`: the TicTacToe game of the RIBs tutorials, served to browsers.
@main
struct TicTacToeWebCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "tictactoe-web",
        abstract: "Serve the TicTacToe game of the RIBs tutorials to web browsers.",
        discussion: """
            Open the printed address in a browser. Each page plays in a session of its \
            own, with its own RIB tree and score; a reload or a dropped connection resumes \
            it, until it has been idle for --idle-timeout minutes. Sessions are stored in \
            SQLite in --data-dir (or PostgreSQL with --database) after every move, before the \
            page is shown the move, so that a restart of the server (even kill -9) loses no game. SIGINT (Ctrl-C) or \
            SIGTERM tells every page that the server is stopping, closes it and releases \
            every session; the server has exited within 8 seconds, whatever its pages do.

            A page address with a link, such as \
            http://127.0.0.1:8080/?open=ribs-training%3A%2F%2FlaunchGame%3FgameId%3DticTacToe, \
            starts the game as soon as the players have logged in.
            """
    )

    @Option(help: "The host name or address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(name: .customLong("allowed-host"),
            help: "A name the server is reached by, besides its loopback names and --host (repeatable). Requests naming another host are refused.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("trusted-proxy"),
            help: ArgumentHelp("A proxy whose PROXY protocol (v2) header names the client, as an address or a network such as 10.0.0.0/8 (repeatable). Its connections must begin with one; no one else's may. Per-client limits then count the client it names.",
                               valueName: "network"))
    var trustedProxies: [String] = []

    @Option(help: "The most connections one client (an IPv4 address, an IPv6 /64) may hold at once (default: a quarter of the server's connections, at least 8).")
    var maxConnectionsPerClient: Int?

    @Option(help: "The most sessions alive at once (1 to 1000000); pages beyond it are told the server is full.")
    var maxSessions = 1_000

    @Option(help: "Minutes without play after which a session is released (0.1 to 10080).")
    var idleTimeout = 30.0

    @Option(help: "Messages per second a session's pages may send on average (1 to 1000000; twice as many in a burst), counted across reconnections; a page sending more is disconnected.")
    var maxMessagesPerSecond = 20

    @Option(help: "New sessions one address may open per minute on average (1 to 1000000; twice as many in a burst); resuming one is not counted.")
    var maxNewSessionsPerMinute = 20

    @Option(help: ArgumentHelp("The folder of the session store, created if need be (default: $XDG_STATE_HOME/tictactoe-web, or ~/.local/state/tictactoe-web).",
                               valueName: "folder"))
    var dataDir: String?

    @Option(help: ArgumentHelp("""
        A PostgreSQL database to keep the sessions in instead, shared by every server given it, such as \
        postgres://user:password@host:5432/tictactoe?sslmode=disable (default: $DATABASE_URL, which keeps the \
        password out of the process list; without either, SQLite in --data-dir).
        """, valueName: "url"))
    var database: String?

    @Flag(help: "Keep sessions in memory only: a restart of the server loses every game.")
    var inMemory = false

    @Option(help: ArgumentHelp("This server's name among several sharing a --database, on every log line and in /health.",
                               valueName: "name"))
    var nodeId: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func validate() throws {
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
            throw ValidationError("--database must be a URL such as postgres://user:password@host:5432/tictactoe.")
        }
    }

    /// Where the sessions are kept.
    enum Store: Equatable {
        /// Nowhere: a restart loses them.
        case inMemory
        /// SQLite, in this folder.
        case sqlite(directory: String)
        /// PostgreSQL, at this URL.
        case postgres(url: String)
    }

    /// The store the flags and the environment choose: --in-memory, --data-dir, --database,
    /// then $DATABASE_URL, then SQLite in the XDG state folder.
    func store(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Store {
        if inMemory {
            return .inMemory
        }
        if let database {
            return .postgres(url: database)
        }
        if dataDir == nil, let url = environment["DATABASE_URL"], !url.isEmpty {
            return .postgres(url: url)
        }
        return .sqlite(directory: try storeDirectory(environment: environment))
    }

    /// The folder of the session store: --data-dir, or the XDG state folder.
    func storeDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        if let dataDir {
            return dataDir
        }
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return stateHome + "/tictactoe-web"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.local/state/tictactoe-web"
        }
        throw ValidationError("Neither XDG_STATE_HOME nor HOME names a folder for the session store: give one with --data-dir, or use --in-memory.")
    }

    /// The sessions a server may hold: each is a RIB tree of a few dozen kilobytes.
    static let maxSessionsRange = 1...1_000_000

    /// Minutes a session may idle: from a tenth of a minute to a week.
    static let idleTimeoutRange = 0.1...(7 * 24 * 60.0)

    /// The rates of messages and new sessions: a million lifts them, as the load tools do.
    static let ratesRange = 1...1_000_000

    func run() async throws {
        var logger = Logger(label: "tictactoe-web")
        logger.logLevel = logLevel
        if let nodeId {
            logger[metadataKey: "node"] = "\(nodeId)"
        }
        let limits = SessionLimits(maxSessions: maxSessions, idleTimeout: .milliseconds(Int(idleTimeout * 60_000)),
                                   messagesPerSecond: maxMessagesPerSecond, newSessionsPerAddressPerMinute: maxNewSessionsPerMinute)
        let store: SQLSessionStore? = switch try store() {
        case .inMemory: nil
        case let .sqlite(directory): try await SQLSessionStore.openSQLite(directory: directory, logger: logger)
        case let .postgres(url): try await SQLSessionStore.openPostgres(url: url, logger: logger)
        }
        let metrics = WebMetrics()
        let moves = TicTacToeSession.movesCounter(factory: metrics.factory)
        let registry = await SessionRegistry(limits: limits, logger: logger, store: store, metrics: metrics.server) { window, savedGame in
            TicTacToeSession.launch(in: window, restoring: savedGame, countingMovesIn: moves)
        }
        var configuration = WebServer.Configuration(appName: "TicTacToe", host: host, port: port, limits: limits,
                                                    sweepInterval: max(.seconds(1), min(.seconds(15), limits.idleTimeout / 4)),
                                                    allowedHosts: AllowedHosts(listeningHost: host, extraNames: allowedHosts), nodeID: nodeId)
        configuration.trustedProxies = try TrustedProxies(trustedProxies)
        configuration.maxConnectionsPerClient = maxConnectionsPerClient
        let (host, announcer) = (host, logger)
        let storage = store.map { "games are stored in \($0.location)" } ?? "games are kept in memory only"
        let app = try WebServer.makeApplication(configuration: configuration, registry: registry, logger: logger,
                                                metrics: metrics) { port in
            announcer.notice("TicTacToe is served at http://\(host):\(port)/  (Ctrl-C stops it; \(storage))")
        }
        var group = ServiceGroupConfiguration(
            services: [
                .init(service: app),
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
            await store?.close()
            throw PortInUse(host: host, port: port)
        }
        await store?.close()
    }

    /// How long after SIGTERM or SIGINT the process has ended, whatever its peers do.
    static let shutdownDeadline: Duration = .seconds(8)
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

import Logging
import PostgresKit
import WebFrontEnd

extension SQLSessionStore {

    /// Connects to the PostgreSQL database at `url`, checks it and brings its schema up to
    /// date; several servers may do so at once.
    ///
    /// A first connection checks that the database is there and answers (so that a wrong
    /// address, password or database name is told at start); then a pool serves the
    /// statements, reconnecting by itself if the database restarts.
    ///
    /// - Parameters:
    ///   - url: `postgres://user:password@host:port/database`, with `?sslmode=disable`,
    ///     `prefer` (the default) or `require`; `postgres+uds://user@localhost/socket/path#database`
    ///     for a Unix socket.
    ///   - deadline: How long each call may wait for the database, once the store is open.
    ///   - logger: The server's logger.
    ///   - metrics: Where rows the store could not read and set aside are counted.
    /// - Throws: A ``SessionStoreError`` naming the database (never its password) and the reason.
    public static func openPostgres(url: String, deadline: StoreDeadline = .standard, logger: Logger,
                                    metrics: ServerMetrics = .disabled) async throws(SessionStoreError)
        -> SQLSessionStore {
        let configuration: PostgresConnection.Configuration
        do {
            configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        } catch {
            throw .unreadableDatabaseURL
        }
        let location = location(of: configuration)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        } catch {
            throw .cannotOpen(path: location, reason: reason(error))
        }
        do {
            try await PostgresSchema.prepare(connection.sql(queryLogLevel: nil), location: location)
        } catch {
            try? await connection.close()
            throw error
        }
        try? await connection.close()
        return SQLSessionStore(location: location,
                               access: PostgresAccess(configuration: clientConfiguration(from: configuration), deadline: deadline, logger: logger),
                               lock: nil, logger: logger, metrics: metrics)
    }

    // MARK: - Internal

    /// The pool's configuration for the connection `configuration` describes.
    static func clientConfiguration(from configuration: PostgresConnection.Configuration) -> PostgresClient.Configuration {
        var client: PostgresClient.Configuration
        if let socket = configuration.unixSocketPath {
            client = PostgresClient.Configuration(unixSocketPath: socket, username: configuration.username,
                                                  password: configuration.password, database: configuration.database)
        } else {
            let tls: PostgresClient.Configuration.TLS = if configuration.tls.isEnforced {
                .require(.makeClientConfiguration())
            } else if configuration.tls.isAllowed {
                .prefer(.makeClientConfiguration())
            } else {
                .disable
            }
            client = PostgresClient.Configuration(host: configuration.host ?? "localhost", port: configuration.port ?? 5432,
                                                  username: configuration.username, password: configuration.password,
                                                  database: configuration.database, tls: tls)
        }
        // Saves come one batch at a time; loads of returning pages and the sweeper's deletes
        // beside them: a few connections are plenty, and leave the database room for many nodes.
        client.options.maximumConnections = 4
        return client
    }

    // MARK: - Private

    /// Where the database is, for messages and logs: the URL without its password.
    private static func location(of configuration: PostgresConnection.Configuration) -> String {
        let database = configuration.database ?? configuration.username
        if let socket = configuration.unixSocketPath {
            return "postgres+uds://\(configuration.username)@localhost\(socket)#\(database)"
        }
        return "postgres://\(configuration.username)@\(configuration.host ?? "localhost"):\(configuration.port ?? 5432)/\(database)"
    }
}

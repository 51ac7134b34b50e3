/// How many sessions a server holds and how long an idle one lives.
public struct SessionLimits: Sendable, Equatable {

    /// The most sessions alive at once, attached to a page or waiting for one.
    public var maxSessions: Int

    /// How long a session lives without any action or connection from its page.
    public var idleTimeout: Duration

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maxSessions: The most sessions alive at once; at least 1.
    ///   - idleTimeout: How long a session lives without any action or connection.
    public init(maxSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60)) {
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
    }
}

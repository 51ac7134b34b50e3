import Foundation

/// How many sessions a server holds, how long an idle one lives, and how fast pages may act
/// and open new sessions.
public struct SessionLimits: Sendable, Equatable {

    /// The most sessions in memory at once, attached to a page or waiting for one. With a store
    /// that answers, a full server makes room for a newcomer: the session idle longest of those
    /// without a page, whose state is stored, leaves memory and waits in the store, whence its
    /// page resumes it. Sessions with a page connected stay (the connection caps bound them).
    public var maxSessions: Int

    /// How long a session lives without any action or connection from its page.
    public var idleTimeout: Duration

    /// The messages per second a session's pages may send on average (twice as many in a
    /// burst). The budget is the session's: a page that reconnects finds it as it left it.
    public var messagesPerSecond: Int

    /// The new sessions one address may open per minute on average (twice as many in a
    /// burst); resuming a session is not counted.
    public var newSessionsPerAddressPerMinute: Int

    /// Creates limits.
    ///
    /// The default of 20 new sessions a minute (40 in a burst) is far more than the tabs one
    /// person opens, and leaves room for a few dozen people behind one address (a school's
    /// network). It also keeps one address from filling the server: at 20 a minute, the
    /// sessions one address opens within the default idle timeout of 30 minutes are 40 + 600,
    /// under the default cap of 1,000, and every one it opened earlier has idled out.
    ///
    /// - Parameters:
    ///   - maxSessions: The most sessions alive at once; at least 1.
    ///   - idleTimeout: How long a session lives without any action or connection.
    ///   - messagesPerSecond: The messages per second a session's pages may send on average.
    ///   - newSessionsPerAddressPerMinute: The new sessions one address may open per minute
    ///     on average.
    public init(maxSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60),
                messagesPerSecond: Int = 20, newSessionsPerAddressPerMinute: Int = 20) {
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.messagesPerSecond = messagesPerSecond
        self.newSessionsPerAddressPerMinute = newSessionsPerAddressPerMinute
    }

    /// ``idleTimeout`` in seconds, to compare with wall-clock times.
    var idleTimeoutInSeconds: TimeInterval {
        let components = idleTimeout.components
        return Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

import Logging
import RIBs
import ScreenKit

/// Every live session of a server, by token: creates them up to the cap, resumes them, and
/// releases those idle past the timeout.
@MainActor
public final class SessionRegistry {

    /// The limits this registry keeps.
    public let limits: SessionLimits

    /// Creates an empty registry.
    ///
    /// - Parameters:
    ///   - limits: The cap on sessions and the idle timeout.
    ///   - logger: The server's logger.
    ///   - launch: Builds the app's RIB tree and launches it into a session's window; called
    ///     once per session. What it returns may open links, which pages take from their
    ///     address.
    public convenience init(limits: SessionLimits, logger: Logger, launch: @escaping @MainActor (Window) -> LaunchedApp) {
        self.init(limits: limits, logger: logger, now: { ContinuousClock.now }, launch: launch)
    }

    /// Creates an empty registry that reads the time from `now`.
    ///
    /// - Parameters:
    ///   - limits: The cap on sessions and the idle timeout.
    ///   - logger: The server's logger.
    ///   - now: The current time: a test passes a clock that stands still until it moves it.
    ///   - launch: Builds the app's RIB tree and launches it into a session's window.
    init(limits: SessionLimits, logger: Logger, now: @escaping @Sendable () -> ContinuousClock.Instant,
         launch: @escaping @MainActor (Window) -> LaunchedApp) {
        self.limits = limits
        self.logger = logger
        self.now = now
        self.launch = launch
    }

    /// The number of live sessions, attached or not.
    public var sessionCount: Int {
        sessions.count
    }

    /// Releases every session whose page did nothing for longer than the idle timeout; their
    /// pages, if connected, are told and closed.
    public func expireIdleSessions() {
        let now = self.now()
        newSessionBudgets = newSessionBudgets.filter { !$0.value.isFull(at: now) }
        let expired = sessions.values.filter { now - $0.lastActivity > limits.idleTimeout }
        for session in expired {
            session.logger.info("Session expired")
            remove(session, telling: .sessionExpired)
        }
    }

    /// Releases every session, telling connected pages that the server is shutting down.
    ///
    /// - Returns: The connections closed: ``SessionConnection/waitUntilMessagesAreWritten()``
    ///   on each tells when its page has been told.
    @discardableResult
    func releaseAll() -> [SessionConnection] {
        guard !sessions.isEmpty else {
            return []
        }
        logger.notice("Releasing every session", metadata: ["sessions": "\(sessions.count)"])
        return Array(sessions.values).compactMap { session in
            remove(session, telling: .shuttingDown)
        }
    }

    // MARK: - Internal

    /// The current time, on which idle times and the pages' message rates are measured: the
    /// system's continuous clock, unless a test gave its own.
    nonisolated let now: @Sendable () -> ContinuousClock.Instant

    /// Attaches `connection` to the session `token` names, or to a new session if `token` is
    /// `nil` or names none (it expired, or the server restarted).
    ///
    /// - Returns: The session, or `nil` when the cap is reached; then the page has been told
    ///   and `connection` closed. A new session is also refused to an `address` that opened
    ///   more than ``SessionLimits/newSessionsPerAddressPerMinute`` lately.
    func connect(resuming token: SessionToken?, connection: SessionConnection, from address: String? = nil) -> WebSession? {
        if let token, let session = sessions[token] {
            session.attach(connection, resumed: true, idleTimeout: limits.idleTimeout, now: now())
            session.logger.info("Page reconnected")
            return session
        }
        guard sessions.count < limits.maxSessions else {
            logger.notice("Session refused: the server holds its maximum", metadata: ["limit": "\(limits.maxSessions)"])
            connection.close(after: .sessionLimitReached(limit: limits.maxSessions))
            return nil
        }
        if let address, !allowNewSession(from: address) {
            logger.notice("Session refused: its address opens new sessions too fast", metadata: ["address": "\(address)"])
            connection.close(after: .tooManyNewSessions)
            return nil
        }
        nextLogNumber += 1
        let session = WebSession(token: .random(), logID: "s\(nextLogNumber)", logger: logger,
                                 messagesPerSecond: limits.messagesPerSecond, now: now(), launch: launch)
        sessions[session.token] = session
        session.attach(connection, resumed: false, idleTimeout: limits.idleTimeout, now: now())
        session.logger.info("Session started", metadata: ["sessions": "\(sessions.count)"])
        return session
    }

    /// Detaches `connection` from `session`. A session the page never acted on is released at
    /// once: there is nothing in it to resume, and pages opened and dropped must not pile up.
    func disconnect(_ connection: SessionConnection, from session: WebSession) {
        session.detach(connection)
        guard !session.isAttached, sessions[session.token] === session else {
            return
        }
        if session.hasBeenUsed {
            session.logger.info("Page disconnected; the session waits for it")
        } else {
            session.logger.info("Page disconnected before playing; session released")
            remove(session, telling: nil)
        }
    }

    // MARK: - Private

    private let logger: Logger
    private let launch: @MainActor (Window) -> LaunchedApp
    private var sessions: [SessionToken: WebSession] = [:]
    private var nextLogNumber = 0

    /// How many new sessions each address may still open; an address whose budget is full
    /// again is forgotten at the next sweep, so the table holds only recent addresses.
    private var newSessionBudgets: [String: TokenBucket] = [:]

    private func allowNewSession(from address: String) -> Bool {
        let now = self.now()
        let perMinute = Double(limits.newSessionsPerAddressPerMinute)
        var budget = newSessionBudgets[address] ?? TokenBucket(ratePerSecond: perMinute / 60, capacity: perMinute * 2, now: now)
        let allowed = budget.allow(at: now)
        newSessionBudgets[address] = budget
        return allowed
    }

    /// - Returns: The session's connection, now closed, if it had one.
    @discardableResult
    private func remove(_ session: WebSession, telling reason: ServerMessage?) -> SessionConnection? {
        sessions[session.token] = nil
        return session.release(telling: reason)
    }
}

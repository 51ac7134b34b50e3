import Foundation
import Logging
import RIBs
import ScreenKit

/// Every live session of a server, by token: creates them up to the cap, resumes them, and
/// releases those idle past the timeout.
///
/// With a ``SessionStore``, sessions also outlive the process: each saves its tree after every
/// change, and a page that returns with a token the registry does not hold (after a restart)
/// finds its session rebuilt from the store, with the time it was idle still counted.
@MainActor
public final class SessionRegistry {

    /// The limits this registry keeps.
    public let limits: SessionLimits

    /// Creates an empty registry of `app`'s sessions.
    ///
    /// Each session is a new tree of `app`, launched into the session's window; with a
    /// `store`, it is saved after every change (`AppDescriptor.save(_:)`) and, on a page's
    /// return after a restart, restored from it (`AppDescriptor.readSavedState(_:)`, the page
    /// told what could not be restored). Links from a page's address go to the tree's
    /// `AppTree/openLink`.
    ///
    /// - Parameters:
    ///   - app: The app each session runs.
    ///   - limits: The cap on sessions and the idle timeout.
    ///   - logger: The server's logger.
    ///   - store: Where sessions are kept to outlive the process; `nil` keeps them in memory,
    ///     which a server does only when asked to (`--in-memory`).
    ///   - metrics: What the registry counts for `/metrics`.
    ///   - actionObserver: Hears each action a page performed in any session, after the window
    ///     took it: where an app counts what its users do.
    public convenience init(app: AppDescriptor, limits: SessionLimits, logger: Logger, store: (any SessionStore)?,
                            metrics: ServerMetrics = .disabled, actionObserver: ActionObserver? = nil) {
        self.init(app: app, limits: limits, logger: logger, now: { ContinuousClock.now }, store: store, metrics: metrics,
                  actionObserver: actionObserver)
    }

    /// Creates an empty registry of `app`'s sessions that reads the time from `now` and
    /// `wallClock`.
    ///
    /// - Parameters:
    ///   - app: The app each session runs.
    ///   - limits: The cap on sessions and the idle timeout.
    ///   - logger: The server's logger.
    ///   - now: The current time: a test passes a clock that stands still until it advances it.
    ///   - wallClock: The wall-clock time, kept in the store across restarts.
    ///   - store: Where sessions are kept to outlive the process.
    ///   - storeDeadline: How long each read of the store may take.
    ///   - metrics: What the registry counts for `/metrics`.
    ///   - actionObserver: Hears each action a page performed.
    init(app: AppDescriptor, limits: SessionLimits, logger: Logger, now: @escaping @Sendable () -> ContinuousClock.Instant,
         wallClock: @escaping @Sendable () -> Date = { Date() }, store: (any SessionStore)? = nil,
         storeDeadline: StoreDeadline = .standard, metrics: ServerMetrics = .disabled, actionObserver: ActionObserver? = nil) {
        self.app = app
        self.actionObserver = actionObserver
        self.limits = limits
        self.logger = logger
        refusalLogger = logger.throttled(by: LogThrottle(now: now))
        self.now = now
        self.metrics = metrics
        persistence = store.map {
            SessionPersistence(store: $0, wallClock: wallClock, deadline: storeDeadline, logger: logger, metrics: metrics)
        }
        if let takeOvers = store?.takeOvers {
            Task { [weak self] in
                for await notice in takeOvers {
                    self?.letGo(after: notice)
                }
            }
        }
    }

    /// What the registry, its sessions and its store's queue count.
    nonisolated let metrics: ServerMetrics

    /// The number of live sessions, attached or not.
    public var sessionCount: Int {
        sessions.count
    }

    /// Whether the registry's store answers: `nil` for a registry without one. While it does
    /// not, sessions go on in memory, and pages without one are told to come back shortly.
    public nonisolated var isStoreAvailable: Bool? {
        persistence?.queue.isStoreAvailable
    }

    /// How many clients' new-session budgets the registry keeps: those not yet refilled, as
    /// of the last sweep.
    var newSessionBudgetCount: Int {
        newSessionBudgets.count
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
        if let persistence {
            forgetStoredSessions(expired.map(\.tokenHash), lastActiveBefore: persistence.wallClock() - limits.idleTimeoutInSeconds,
                                 with: persistence)
        }
    }

    /// Returns once every state saved so far is in the store (or failed to get there).
    public func flushSavedStates() async {
        await persistence?.queue.flush()
    }

    /// Releases every session, telling connected pages that the server is shutting down, and
    /// that their sessions are stored if the registry has a store that answers.
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
            remove(session, telling: .shuttingDown(sessionsAreStored: isStoreAvailable == true))
        }
    }

    // MARK: - Internal

    /// The current time, on which idle times and the pages' message rates are measured: the
    /// system's continuous clock, unless a test gave its own.
    nonisolated let now: @Sendable () -> ContinuousClock.Instant

    /// Attaches `connection` to the session `token` names, or to a new session if `token` is
    /// `nil` or names none (it expired, or the server restarted without a store). With a
    /// store, a session the registry does not hold is looked for there first.
    ///
    /// - Returns: The session, or `nil` when the cap is reached and no session can give way
    ///   (see ``SessionLimits/maxSessions``); then the page has been told and `connection` closed. A new session is also refused to an `address` that opened
    ///   more than ``SessionLimits/newSessionsPerAddressPerMinute`` lately, and to every page
    ///   while the store does not answer (a page whose session it cannot look for included: the
    ///   session waits there, and the page keeps its token to try again).
    func connect(resuming token: SessionToken?, connection: SessionConnection, from address: String? = nil) async -> WebSession? {
        var notResumed: NotResumedReason?
        if let token {
            if let held = sessions[token], await isTakenOver(held) {
                letGo(held)
            }
            if sessions[token] == nil {
                switch await bringBack(token) {
                case .broughtBack:
                    break
                case let .notResumed(reason):
                    notResumed = reason
                case .storeUnavailable:
                    refuseWhileTheStoreIsUnavailable(connection)
                    return nil
                }
            }
            if let session = sessions[token] {
                // Back from the store as a new session (`unreadable`), in part, or whole.
                session.notResumed = notResumed
                session.attach(connection, resumed: notResumed?.keepsTheSession ?? true, idleTimeout: limits.idleTimeout, now: now())
                session.logger.info("Page reconnected")
                return session
            }
        }
        guard hasRoom(for: connection) else {
            return nil
        }
        if persistence?.queue.isStoreAvailable == false {
            refuseWhileTheStoreIsUnavailable(connection)
            return nil
        }
        if let address, !allowNewSession(from: address) {
            refusalLogger.notice("Session refused: its address opens new sessions too fast", metadata: ["address": "\(address)"])
            connection.close(after: .tooManyNewSessions)
            return nil
        }
        let session = makeSession(token: .random(), savedState: nil)
        metrics.sessionsStarted.increment()
        session.notResumed = notResumed
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

    /// What the store holds for a token.
    private enum LookUp {
        case found(StoredSession)
        case notResumed(NotResumedReason)
        /// The store did not answer.
        case storeUnavailable
    }

    /// What became of a page's session that the registry did not hold.
    private enum BringBack {
        /// The registry holds it now (or, full, it was left in the store).
        case broughtBack
        /// A new session takes its place, for `reason`.
        case notResumed(NotResumedReason)
        /// The store did not answer: the session may be there.
        case storeUnavailable
    }

    private let logger: Logger
    /// Logs the pages refused, which a client can cause as often as it connects: one line of
    /// each cause a minute (``LogThrottle``).
    private let refusalLogger: Logger
    /// The app each session runs.
    private let app: AppDescriptor
    /// Hears each action a page performed in any session.
    private let actionObserver: ActionObserver?
    private let persistence: SessionPersistence?
    private var sessions: [SessionToken: WebSession] = [:]
    /// The same sessions, by the hash of their token, as the store names them.
    private var sessionsByTokenHash: [String: WebSession] = [:]
    private var nextLogNumber = 0

    /// The look-ups in the store under way, so that two pages with one token wait for the same.
    private var lookUps: [SessionToken: Task<LookUp, Never>] = [:]

    /// The most stored sessions one sweep forgets; the next sweep takes the rest.
    private static let forgottenPerSweep = 1_000

    /// Tells the page the store does not answer, and closes `connection`.
    private func refuseWhileTheStoreIsUnavailable(_ connection: SessionConnection) {
        refusalLogger.notice("Page refused: the session store does not answer")
        connection.close(after: .storageUnavailable)
    }

    /// Whether another session fits, once the session idle longest gave way if the registry is
    /// full; if not, the page is told and `connection` closed.
    private func hasRoom(for connection: SessionConnection) -> Bool {
        guard makesRoom() else {
            refusalLogger.notice("Session refused: the server holds its maximum", metadata: ["limit": "\(limits.maxSessions)"])
            connection.close(after: .sessionLimitReached(limit: limits.maxSessions))
            return false
        }
        return true
    }

    /// Whether another session fits: at the cap, the session idle longest of those that can
    /// give way (no page connected, its state in the store) leaves memory, and its page, when
    /// it returns, resumes it from the store. The cap bounds memory, not how many games there
    /// are; without a store, or while it does not answer, nothing gives way.
    private func makesRoom() -> Bool {
        guard sessions.count >= limits.maxSessions else {
            return true
        }
        guard persistence?.queue.isStoreAvailable == true,
              let idlest = sessions.values.lazy.filter(\.canGiveWay).min(by: { $0.lastActivity < $1.lastActivity }) else {
            return false
        }
        idlest.logger.info("Session gave way to a newcomer; it waits in the store")
        metrics.sessionsGivenWay.increment()
        remove(idlest, telling: nil)
        return true
    }

    private func makeSession(token: SessionToken, savedState: Data?, ownerEpoch: Int64 = 0, traceContext: String? = nil,
                             appliedInput: Int64 = 0) -> WebSession {
        nextLogNumber += 1
        let session = WebSession(token: token, logID: "s\(nextLogNumber)", logger: logger,
                                 messagesPerSecond: limits.messagesPerSecond, now: now(),
                                 persistence: persistence, savedState: savedState, ownerEpoch: ownerEpoch,
                                 resumedTraceContext: traceContext, appliedInput: appliedInput,
                                 launch: { [app, actionObserver] window, savedState in
                                     LaunchedApp(launching: app, in: window, restoring: savedState, actionObserver: actionObserver)
                                 })
        session.takenOverHandler = { [weak self, weak session] in
            guard let self, let session, sessions[session.token] === session else {
                return
            }
            letGo(session)
        }
        sessions[session.token] = session
        sessionsByTokenHash[session.tokenHash] = session
        metrics.sessions.increment()
        return session
    }

    /// Lets the session `notice` names go if this server runs it at an older epoch: another
    /// server took it over, and its page is there now.
    private func letGo(after notice: TakeOverNotice) {
        guard let session = sessionsByTokenHash[notice.tokenHash], session.ownerEpoch < notice.ownerEpoch else {
            return
        }
        letGo(session)
    }

    /// Releases `session`, which another server took over, telling its page.
    private func letGo(_ session: WebSession) {
        session.logger.notice("Another server took the session over; let go")
        metrics.sessionsTakenOver.increment()
        remove(session, telling: .openedElsewhere)
    }

    /// Whether another server took `session` over since this one started running it: its
    /// page's session is then the store's, not this server's copy. A store that cannot be read
    /// leaves the session here (a save would find out).
    private func isTakenOver(_ session: WebSession) async -> Bool {
        guard let persistence else {
            return false
        }
        do {
            let tokenHash = session.tokenHash
            let epoch = try await persistence.read("ownerEpoch") { try await $0.ownerEpoch(tokenHash: tokenHash) }
            return (epoch ?? 0) > session.ownerEpoch && sessions[session.token] === session
        } catch {
            session.logger.error("The session store could not be read", metadata: ["reason": "\(error)"])
            return false
        }
    }

    /// What the store holds for `token`: a session to bring back, or why there is none.
    private func lookUp(_ token: SessionToken) async -> LookUp {
        if let pending = lookUps[token] {
            return await pending.value
        }
        let task = Task { await self.loadStored(token) }
        lookUps[token] = task
        let result = await task.value
        lookUps[token] = nil
        return result
    }

    private func loadStored(_ token: SessionToken) async -> LookUp {
        guard let persistence else {
            return .notResumed(.unknown)
        }
        let stored: StoredSession?
        do {
            let tokenHash = token.hashed
            stored = try await persistence.read("takeOver") { try await $0.takeOver(tokenHash: tokenHash) }
        } catch {
            logger.error("The session store could not be read", metadata: ["reason": "\(error)"])
            return .storeUnavailable
        }
        guard let stored else {
            return .notResumed(.unknown)
        }
        guard persistence.wallClock().timeIntervalSince(stored.lastActivity) <= limits.idleTimeoutInSeconds else {
            let tokenHash = stored.tokenHash
            try? await persistence.read("delete") { try await $0.delete(tokenHashes: [tokenHash]) }
            return .notResumed(.expired)
        }
        return .found(stored)
    }

    /// Brings the session `token` names back from the store, unless a connection with the
    /// same token did meanwhile, or the registry is full (then the page is refused as for a
    /// new session).
    private func bringBack(_ token: SessionToken) async -> BringBack {
        guard persistence != nil else {
            return .notResumed(.unknown)
        }
        switch await lookUp(token) {
        case let .notResumed(reason):
            return .notResumed(reason)
        case .storeUnavailable:
            return .storeUnavailable
        case let .found(stored):
            guard sessions[token] == nil, makesRoom() else {
                return .broughtBack
            }
            let session = makeSession(token: token, savedState: stored.savedState, ownerEpoch: stored.ownerEpoch,
                                      traceContext: stored.traceContext, appliedInput: stored.appliedInput)
            guard session.restoreProblems.isEmpty else {
                session.logger.warning("Stored session not wholly restored; the stored copy is kept aside",
                                       metadata: ["problems": "\(session.restoreProblems)"])
                // Before any save of the session replaces it.
                let reason = session.restoreProblems.joined(separator: "; ")
                try? await persistence?.read("keepAside") { try await $0.keepAside(stored, reason: reason) }
                return .notResumed(session.isRestoredInPart ? .partlyRestored : .unreadable)
            }
            metrics.sessionsRestored.increment()
            session.logger.info("Session restored from the store", metadata: ["sessions": "\(sessions.count)"])
            return .broughtBack
        }
    }

    /// Forgets the stored sessions of `expired`, and those idle since before `cutoff` that no
    /// live session holds (left by an earlier run), a batch per sweep.
    private func forgetStoredSessions(_ expired: [String], lastActiveBefore cutoff: Date, with persistence: SessionPersistence) {
        Task {
            do {
                var forgotten = expired
                let idle = try await persistence.read("tokenHashes") { try await $0.tokenHashes(lastActiveBefore: cutoff, limit: Self.forgottenPerSweep) }
                let live = Set(sessions.values.map(\.tokenHash))
                forgotten += idle.filter { !live.contains($0) }
                if !forgotten.isEmpty {
                    try await persistence.read("delete") { [forgotten] in try await $0.delete(tokenHashes: forgotten) }
                }
            } catch {
                logger.error("Expired sessions could not be deleted from the store", metadata: ["reason": "\(error)"])
            }
        }
    }

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
        sessionsByTokenHash[session.tokenHash] = nil
        metrics.sessions.decrement()
        return session.release(telling: reason)
    }
}

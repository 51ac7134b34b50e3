import Foundation
import Logging
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace

/// One player's game: a window with its own RIB tree, shown on at most one page at a time.
///
/// The session outlives its connections: a reload or a dropped connection leaves it detached,
/// and the next connection with its ``token`` picks it up where it was, score included. With
/// a store, it also outlives the process: after every change it saves its tree, and holds
/// back what the page is sent until that state is stored.
@MainActor
final class WebSession: WindowRenderer {

    /// The secret that resumes the session; only its page knows it. Never logged.
    let token: SessionToken

    /// The SHA-256 of ``token``, under which a store keeps the session.
    let tokenHash: String

    /// The session's name in logs.
    let logID: String

    /// Logs with the session's ``logID`` on every line.
    let logger: Logger

    /// When the page last did something, or last connected.
    private(set) var lastActivity: ContinuousClock.Instant

    /// Whether the page ever acted on the window; an unused session is not worth resuming.
    private(set) var hasBeenUsed = false

    /// Whether a page is connected now.
    var isAttached: Bool {
        connection != nil
    }

    /// Why the saved state the session was launched from was not wholly restored; empty
    /// when it was, or when there was none.
    private(set) var restoreProblems: [String] = []

    /// Why the page's earlier game did not come back, told in the next welcome only: set by
    /// the registry on a session that replaces one it could not resume.
    var notResumed: NotResumedReason?

    /// The owner epoch this server runs the session at (see ``SessionStore``): 0 for a session
    /// it started, the store's for one it took over.
    let ownerEpoch: Int64

    /// Called when the store refuses a save because another server took the session over: the
    /// session must be let go, unshown changes and all.
    var takenOverHandler: (@MainActor () -> Void)?

    /// Launches a RIB tree into a new window.
    ///
    /// - Parameters:
    ///   - token: The secret that resumes the session.
    ///   - logID: The session's name in logs.
    ///   - logger: The server's logger; the session adds its ``logID``.
    ///   - messagesPerSecond: The messages per second its pages may send on average (twice
    ///     as many in a burst), whichever connection they come through.
    ///   - now: The current time.
    ///   - persistence: Where the session saves its tree after every change; `nil` to keep
    ///     it in memory only.
    ///   - savedState: The state to launch the tree from, as the app saved it; `nil` for a
    ///     new game.
    ///   - ownerEpoch: The owner epoch of the session in the store, once taken over.
    ///   - launch: Builds the app's RIB tree and launches it into the window.
    init(token: SessionToken, logID: String, logger: Logger, messagesPerSecond: Int, now: ContinuousClock.Instant,
         persistence: SessionPersistence? = nil, savedState: Data? = nil, ownerEpoch: Int64 = 0,
         launch: (Window, Data?) -> LaunchedApp) {
        self.token = token
        self.ownerEpoch = ownerEpoch
        tokenHash = token.hashed
        messageBudget = TokenBucket(ratePerSecond: Double(messagesPerSecond), capacity: Double(messagesPerSecond) * 2, now: now)
        self.logID = logID
        var logger = logger
        logger[metadataKey: "session"] = "\(logID)"
        self.logger = logger
        lastActivity = now
        window = Window()
        window.renderer = self
        let app = launch(window, savedState)
        launchRouter = app.launchRouter
        linkHandler = app.linkHandler
        restoreProblems = app.restoreProblems
        actionObserver = app.actionObserver
        let inspector = RIBInspector(following: app.launchRouter)
        self.inspector = inspector
        // A restored session's trace would start mid-game, where no replay can: only a new
        // one is recorded.
        if savedState == nil {
            let traceLog = SessionTraceLog()
            self.traceLog = traceLog
            traceRecorder = TraceRecorder(window: window, inspector: inspector) { [weak self] entry in
                traceLog.append(entry)
                if traceLog.isCut {
                    // The log keeps nothing more: recording on would be work for nothing.
                    self?.traceRecorder = nil
                }
            }
            traceRecorder?.recordLaunch()
        }
        if let persistence, let saveState = app.saveState {
            self.persistence = persistence
            self.saveState = saveState
            // What the store holds already (the state restored), or nothing worth keeping yet
            // (a new game): the first change is saved.
            savingSession = SavingSession(tokenHash: tokenHash, ownerEpoch: ownerEpoch, outbox: outbox, written: try? saveState()(),
                                          isStored: savedState != nil) { [weak self] problem in
                self?.saveDidGoWrong(problem)
            }
            window.updatesWillRender = { [weak self] in
                self?.save()
            }
        }
    }

    /// Whether the session's trace is being recorded: from a new session's launch until its
    /// log is full.
    var isRecordingTrace: Bool {
        traceRecorder != nil
    }

    /// Whether what the page is sent is held back until a state being saved is stored.
    var isHoldingMessages: Bool {
        outbox.isHolding
    }

    /// What the session's window shows now.
    var content: WindowContent? {
        window.content
    }

    /// The root of the session's RIB tree, until the session is released.
    var rootRouter: (any LaunchRouting)? {
        launchRouter
    }

    /// Makes `connection` the page of this session, replacing any other, and sends it the
    /// welcome and the window's content.
    func attach(_ connection: SessionConnection, resumed: Bool, idleTimeout: Duration, now: ContinuousClock.Instant) {
        self.connection?.close(after: .openedElsewhere)
        self.connection = connection
        lastActivity = now
        send(.welcome(session: token.text, resumed: resumed, idleTimeoutSeconds: Int(idleTimeout.components.seconds),
                      notResumed: notResumed))
        notResumed = nil
        storeActivity()
        if let content = window.content {
            send(.screen(content))
        }
        // A new page asks for the inspector again if it shows it.
        inspectorSubscription = nil
    }

    /// Acts on a message that `connection` sent at `now`, if it may: the page's connection,
    /// within the session's message budget (taken from it). A message that could not be read
    /// is answered with its error at once.
    ///
    /// One call per message, so that the connection's task, which reads and parses off the main
    /// actor, comes to the main actor once per message.
    ///
    /// - Parameters:
    ///   - message: The message, or why it could not be read.
    ///   - connection: The connection it came through.
    ///   - now: The current time.
    ///   - appName: The app's name, for a trace the page asks for.
    /// - Returns: Whether it was admitted; if not, it was not acted on. An admitted message may
    ///   come with the save queue's writer's turn, for the caller to take off the main actor.
    func receive(_ message: Result<ClientMessage, ClientError>, from connection: SessionConnection, at now: ContinuousClock.Instant,
                 appName: String) -> MessageAdmission {
        guard self.connection === connection else {
            return .notTheSessionsPage
        }
        guard messageBudget.allow(at: now) else {
            return .tooMany
        }
        guard let persistence else {
            act(on: message, from: connection, now: now, appName: appName)
            return .admitted(nil)
        }
        return .admitted(persistence.queue.queueingForCaller {
            act(on: message, from: connection, now: now, appName: appName)
        })
    }

    /// Forgets `connection` if it is this session's page.
    func detach(_ connection: SessionConnection) {
        guard self.connection === connection else {
            return
        }
        self.connection = nil
        inspectorSubscription = nil
    }

    /// Performs a message from the session's page and answers with the new screen or an error.
    func handle(_ message: ClientMessage, now: ContinuousClock.Instant) {
        lastActivity = now
        switch message {
        case let .action(action):
            do {
                try window.perform(action)
                hasBeenUsed = true
                actionObserver?(action)
            } catch {
                logger.debug("Action refused", metadata: ["reason": "\(error)"])
                send(.error(.rejected(error)))
            }
        case let .openLink(link):
            open(link)
        case let .showInspector(visible):
            showInspector(visible)
        case .getTrace:
            // Answered by sendTrace(naming:to:), with the app's name the server is configured with.
            break
        }
    }

    /// Sends the page the session's trace, its header naming `app`, or why there is none.
    ///
    /// - Parameters:
    ///   - app: The app's name, as the terminal game's `--replay` expects it.
    ///   - connection: The connection that asked; a page that no longer owns the session gets
    ///     nothing.
    func sendTrace(naming app: String, to connection: SessionConnection) {
        guard self.connection === connection else {
            return
        }
        guard let traceLog else {
            send(.error(.traceUnavailable("This game was restored after the server restarted, so its trace would not start at the beginning.")))
            return
        }
        do {
            send(.trace(try traceLog.text(app: app), isCut: traceLog.isCut))
        } catch {
            send(.error(.traceUnavailable("The trace could not be written: \(error).")))
        }
    }

    /// Ends the session: tells the page why and closes it, then lets the RIB tree go.
    ///
    /// - Parameter reason: The message the page gets before its connection closes.
    /// - Returns: The connection closed, if the session had one.
    @discardableResult
    func release(telling reason: ServerMessage?) -> SessionConnection? {
        let closed = connection
        closed?.close(after: reason)
        connection = nil
        // Tearing the tree down dismisses its screens; no page should see that.
        window.renderer = nil
        inspectorSubscription = nil
        inspector = nil
        traceRecorder = nil
        traceLog = nil
        linkHandler = nil
        launchRouter = nil
        return closed
    }

    // MARK: - WindowRenderer

    func render(_ content: WindowContent) {
        send(.screen(content))
        // What each RIB would save changes with the screen, often without a lifecycle event.
        if inspectorSubscription != nil, let inspector {
            send(.inspector(.tree(inspector.tree)))
        }
    }

    // MARK: - Private

    private let window: Window
    private var actionObserver: ActionObserver?
    private var launchRouter: (any LaunchRouting)?
    private var linkHandler: LinkHandler?
    private var connection: SessionConnection? {
        didSet {
            outbox.attach(connection)
        }
    }
    private var inspector: RIBInspector?
    private var inspectorSubscription: AnyCancellable?
    private var traceRecorder: TraceRecorder?
    private var traceLog: SessionTraceLog?
    private var messageBudget: TokenBucket
    private var persistence: SessionPersistence?
    private var saveState: StateSaver?
    /// The session as the store's queue knows it.
    private var savingSession: SavingSession?
    /// What the page is sent, held back while a state it shows is being saved.
    private let outbox = SessionOutbox()

    /// Acts on an admitted message.
    private func act(on message: Result<ClientMessage, ClientError>, from connection: SessionConnection, now: ContinuousClock.Instant,
                     appName: String) {
        switch message {
        case .success(.getTrace):
            sendTrace(naming: appName, to: connection)
        case let .success(clientMessage):
            handle(clientMessage, now: now)
        case let .failure(error):
            // Not held back behind a save: it shows no state.
            connection.send(.error(error))
        }
    }

    /// Hands `link` to the app, which starts what it asks for (perhaps once the player has
    /// logged in), and tells the page it did, or why it did not.
    private func open(_ link: String) {
        guard let linkHandler else {
            send(.error(.linkRefused(LinkRefusal(message: "this server opens no links."))))
            return
        }
        var refusal: LinkRefusal?
        let openLink = { [window] in
            try window.performBatchUpdates { try linkHandler(link) }
        }
        do {
            if let traceRecorder {
                try traceRecorder.recordLink(link, open: openLink)
            } else {
                try openLink()
            }
        } catch let error as LinkRefusal {
            refusal = error
        } catch {
            refusal = LinkRefusal(message: "\(error)")
        }
        if let refusal {
            logger.debug("Link refused", metadata: ["reason": "\(refusal.message)"])
            send(.error(.linkRefused(refusal)))
            return
        }
        // A session waiting to open a link after the login is worth resuming.
        hasBeenUsed = true
        logger.info("Link opened")
        send(.linkOpened)
    }

    /// Sends the inspector's snapshot and then each event as it happens, or stops.
    private func showInspector(_ visible: Bool) {
        inspectorSubscription = nil
        guard visible, let inspector, let connection else {
            return
        }
        send(.inspector(.snapshot(inspector.snapshot)))
        inspectorSubscription = inspector.updates.sink { [weak self, weak connection] update in
            guard let self, let connection, connection === self.connection else {
                return
            }
            self.send(.inspector(.event(update)))
        }
    }

    /// Sends `message` to the page, once the state it shows is saved.
    private func send(_ message: ServerMessage) {
        outbox.send(message)
    }

    /// Saves the tree, if it changed since the last save; called before each change is drawn,
    /// which the page is sent once the state is stored. The tree is captured here; the save
    /// queue writes it out and compares it, off the main actor.
    private func save() {
        guard let persistence, let saveState, let savingSession else {
            return
        }
        persistence.queue.save(saveState(), of: savingSession, at: persistence.wallClock())
    }

    /// Stores the time of a connection as activity, as the idle timeout counts it, so that a
    /// restart right after a page came back does not find the session idle since its last move.
    /// Nothing is shown for it, so nothing is held back.
    private func storeActivity() {
        guard let persistence, let savingSession else {
            return
        }
        persistence.queue.storeActivity(of: savingSession, at: persistence.wallClock())
    }

    private func saveDidGoWrong(_ problem: SaveProblem) {
        switch problem {
        case .takenOver:
            // Not stored, so never shown: what was held went with it.
            takenOverHandler?()
        case let .storeFailed(error):
            logger.error("The session could not be stored; it goes on in memory", metadata: ["reason": "\(error)"])
        case let .unwritable(error):
            logger.error("The session's state could not be saved", metadata: ["reason": "\(error)"])
        }
    }
}

import Foundation
import Logging
import RIBs
import ScreenKit

/// One user's session: a window with its own RIB tree, shown on at most one page at a time.
///
/// The session outlives its connections: a reload or a dropped connection leaves it detached,
/// and the next connection with its ``token`` picks it up where it was, score included. With
/// a store, it also outlives the process: after every change it saves its tree, and holds
/// back what the page is sent until that state is stored (``SessionSaving``).
///
/// The session attaches pages, acts on what they send (``receive(_:from:at:)``) and renders
/// its window to them; its inspector feed and trace recording are types of their own.
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

    /// The number of the last input of the page the session applied (0 if none was numbered):
    /// an input numbered no higher is one it holds already, and is not applied again.
    private(set) var appliedInput: Int64

    /// Whether a page is connected now.
    var isAttached: Bool {
        connection != nil
    }

    /// Why the saved state the session was launched from was not wholly restored; empty
    /// when it was, or when there was none.
    private(set) var restoreProblems: [String] = []

    /// Whether the saved state was restored in part, the rest of it starting afresh (see
    /// ``LaunchedApp/isRestoredInPart``).
    private(set) var isRestoredInPart = false

    /// The trace context of the last message saved before the session was taken over from
    /// the store, until its next connection's span links to it (``takeResumedTraceContext()``).
    private var resumedTraceContext: String?

    /// The trace context the session was resumed from, once: what the first connection after
    /// a take-over links its span to.
    func takeResumedTraceContext() -> String? {
        defer { resumedTraceContext = nil }
        return resumedTraceContext
    }

    /// Why the page's earlier session did not come back, told in the next welcome only: set by
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
    ///     new session.
    ///   - ownerEpoch: The owner epoch of the session in the store, once taken over.
    ///   - resumedTraceContext: The trace context the store kept with `savedState`, if any.
    ///   - appliedInput: The last input of the page that `savedState` holds the change of.
    ///   - traceWritingQueue: Where the trace downloads of a new session are written.
    ///   - launch: Builds the app's RIB tree and launches it into the window.
    init(token: SessionToken, logID: String, logger: Logger, messagesPerSecond: Int, now: ContinuousClock.Instant,
         persistence: SessionPersistence? = nil, savedState: Data? = nil, ownerEpoch: Int64 = 0, resumedTraceContext: String? = nil,
         appliedInput: Int64 = 0, traceWritingQueue: TraceWritingQueue = .shared, launch: (Window, Data?) -> LaunchedApp) {
        self.token = token
        self.appliedInput = appliedInput
        self.ownerEpoch = ownerEpoch
        self.resumedTraceContext = resumedTraceContext
        tokenHash = token.hashed
        self.messagesPerSecond = messagesPerSecond
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
        isRestoredInPart = app.isRestoredInPart
        actionObserver = app.actionObserver
        inspectorFeed = SessionInspectorFeed(following: app.launchRouter, send: outbox.send)
        // A restored session's trace would start mid-session, where no replay can: only a new
        // one is recorded.
        if savedState == nil, let inspectorFeed {
            traceRecording = SessionTraceRecording(window: window, inspector: inspectorFeed.inspector, appName: app.name,
                                                   outbox: outbox, writingQueue: traceWritingQueue)
        }
        if let persistence {
            let saving = SessionSaving(persistence: persistence, saveState: app.saveState, tokenHash: tokenHash, ownerEpoch: ownerEpoch,
                                       outbox: outbox, isRestored: savedState != nil, appliedInput: appliedInput, logger: logger) { [weak self] in
                self?.takenOverHandler?()
            }
            self.saving = saving
            window.updatesWillRender = { [weak self] in
                guard let self else {
                    return
                }
                self.saving?.save(holdingInputsUpTo: self.appliedInput)
            }
        }
    }

    /// Whether the session's trace is being recorded: from a new session's launch until its
    /// log is full.
    var isRecordingTrace: Bool {
        traceRecording?.isRecording ?? false
    }

    /// Whether the session can give way to a newcomer when the server is full: no page is
    /// connected, and its newest state is in the store, whence its page, back, resumes it as it
    /// was, here or on another server.
    var canGiveWay: Bool {
        !isAttached && saving?.hasStoredItsState == true
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
        outbox.send(.welcome(session: token.text, resumed: resumed, idleTimeoutSeconds: Int(idleTimeout.components.seconds),
                             notResumed: notResumed, inputs: inputMarks, messagesPerSecond: messagesPerSecond))
        notResumed = nil
        saving?.storeActivity()
        if let content = window.content {
            outbox.send(.screen(content, inputs: inputMarks))
        }
    }

    /// Acts on a message that `connection` sent at `now`, if it may: the page's connection,
    /// within the session's message budget (taken from it). A message that could not be read
    /// is answered with its error at once.
    ///
    /// The message is acted on on the main actor; the saves it caused are then written where
    /// the caller runs (a connection's task, off the main actor), before this returns: the page
    /// waits for them anyway, and a message costs no wake-up of a writer task.
    ///
    /// - Parameters:
    ///   - message: The message, or why it could not be read.
    ///   - connection: The connection it came through.
    ///   - now: The current time.
    /// - Returns: Whether it was admitted; if not, it was not acted on.
    nonisolated func receive(_ message: Result<ClientMessage, ClientError>, from connection: SessionConnection,
                             at now: ContinuousClock.Instant) async -> MessageAdmission {
        let (admission, writerTurn) = await admit(message, from: connection, at: now)
        await writerTurn?.write()
        return admission
    }

    /// Forgets `connection` if it is this session's page.
    func detach(_ connection: SessionConnection) {
        guard self.connection === connection else {
            return
        }
        self.connection = nil
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
        inspectorFeed = nil
        traceRecording = nil
        linkHandler = nil
        launchRouter = nil
        return closed
    }

    // MARK: - WindowRenderer

    func render(_ content: WindowContent) {
        outbox.send(.screen(content, inputs: inputMarks))
        inspectorFeed?.screenDidChange()
    }

    // MARK: - Private

    private let window: Window
    private var actionObserver: ActionObserver?
    private var launchRouter: (any LaunchRouting)?
    private var linkHandler: LinkHandler?
    private var connection: SessionConnection? {
        didSet {
            outbox.attach(connection)
            // A new page asks for the inspector again if it shows it.
            inspectorFeed?.stop()
        }
    }
    private var inspectorFeed: SessionInspectorFeed?
    private var traceRecording: SessionTraceRecording?
    private var messageBudget: TokenBucket
    /// The messages per second the session's pages may send on average, as the page is told.
    private let messagesPerSecond: Int
    private var saving: SessionSaving?
    /// What the page is sent, held back while a state it shows is being saved.
    private let outbox = SessionOutbox()

    /// Admits a message if it may be (see ``receive(_:from:at:)``) and acts on it.
    ///
    /// - Returns: The admission, and the save queue's writer's turn if acting on the message
    ///   queued saves and no writer is at work, for the caller to take off the main actor.
    private func admit(_ message: Result<ClientMessage, ClientError>, from connection: SessionConnection,
                       at now: ContinuousClock.Instant) -> (MessageAdmission, SessionSaveQueue.WriterTurn?) {
        guard self.connection === connection else {
            return (.notTheSessionsPage, nil)
        }
        guard messageBudget.allow(at: now) else {
            return (.tooMany, nil)
        }
        guard let saving else {
            act(on: message, from: connection, now: now)
            return (.admitted, nil)
        }
        return (.admitted, saving.queueingForCaller { act(on: message, from: connection, now: now) })
    }

    /// Acts on an admitted message.
    private func act(on message: Result<ClientMessage, ClientError>, from connection: SessionConnection, now: ContinuousClock.Instant) {
        switch message {
        case let .success(clientMessage):
            lastActivity = now
            perform(clientMessage)
        case let .failure(error):
            // Not held back behind a save: it shows no state.
            connection.send(.error(error))
        }
    }

    /// How far the session got with the page's inputs, as the page is told with each screen.
    private var inputMarks: InputMarks {
        InputMarks(applied: appliedInput, saved: saving?.storedInput)
    }

    /// Performs a message from the session's page and answers with the new screen or an error.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - input: The number the page gave it, if it is a numbered action or link.
    private func perform(_ message: ClientMessage, input: Int64? = nil) {
        switch message {
        case let .numbered(numbered, input):
            // The page sends an input again only past the last one the session applied; one
            // that comes twice all the same (its answer lost) is not applied twice.
            guard input > appliedInput else {
                logger.debug("Input applied already; ignored", metadata: ["input": "\(input)", "applied": "\(appliedInput)"])
                return
            }
            appliedInput = input
            perform(numbered, input: input)
        case let .action(action):
            do {
                try window.perform(action)
                hasBeenUsed = true
                actionObserver?(action)
            } catch {
                logger.debug("Action refused", metadata: ["reason": "\(error)"])
                outbox.send(.error(.rejected(error), input: input))
            }
        case let .openLink(link):
            open(link, input: input)
        case let .showInspector(visible):
            inspectorFeed?.show(visible && isAttached)
        case .getTrace:
            if let traceRecording, let connection {
                traceRecording.sendDownload(to: connection)
            } else {
                outbox.send(SessionTraceRecording.unavailableAfterRestart)
            }
        }
    }

    /// Hands `link` to the app, which starts what it asks for (perhaps once the user has
    /// logged in), and tells the page it did, or why it did not (naming the page's `input`).
    private func open(_ link: String, input: Int64?) {
        guard let linkHandler else {
            outbox.send(.error(.linkRefused(LinkRefusal(message: "this server opens no links.")), input: input))
            return
        }
        var refusal: LinkRefusal?
        let openLink = { [window] in
            try window.performBatchUpdates { try linkHandler(link) }
        }
        do {
            if let traceRecording {
                try traceRecording.recordLink(link, open: openLink)
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
            outbox.send(.error(.linkRefused(refusal), input: input))
            return
        }
        // A session waiting to open a link after the login is worth resuming.
        hasBeenUsed = true
        logger.info("Link opened")
        outbox.send(.linkOpened)
    }
}

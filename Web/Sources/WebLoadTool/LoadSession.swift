import HummingbirdWSClient
import LoadScript
import Logging
import Synchronization

/// One session of `play`: connects, logs in, waits at the start line for the others, then
/// plays whole games at its pace until the time is up.
struct LoadSession: Sendable {

    /// Where to connect and what answers there.
    let url: String
    let kind: LoadTarget.Kind

    /// When each message is sent.
    let pace: Pace

    /// How long to play once every session has started.
    let duration: Duration

    /// Where the sessions wait for each other before they play.
    let startLine: StartLine

    /// The most a session may take to connect and log in. A server at its cap refuses with a
    /// message and a close that arrive with the upgrade response, which the WebSocket client
    /// sometimes loses (swift-websocket 1.6.2): without this the session would wait forever,
    /// and every other one at the start line with it.
    static let setupLimit = Duration.seconds(30)

    /// Plays, and returns what the session measured.
    func run(logger: Logger) async -> SessionResult {
        let outcome = ResultBox()
        let connection = Task { try await play(logger: logger, reportingTo: outcome) }
        let watchdog = Task {
            try await Task.sleep(for: Self.setupLimit)
            if outcome.value?.started != true {
                connection.cancel()
            }
        }
        do {
            try await connection.value
        } catch {
            var failed = outcome.value ?? SessionResult()
            failed.failure = connection.isCancelled ? "not logged in within \(Self.setupLimit)" : "\(error)"
            outcome.value = failed
        }
        watchdog.cancel()
        let result = outcome.value ?? SessionResult()
        if !result.started {
            startLine.withdraw()
        }
        return result
    }

    // MARK: - Private

    private func play(logger: Logger, reportingTo outcome: ResultBox) async throws {
        try await WebSocketClient.connect(url: url, logger: logger) { inbound, outbound, _ in
            var replies = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
            var result = SessionResult()
            defer { outcome.value = result }
            func exchange(_ message: String) async throws {
                try await outbound.write(.text(message))
                guard case let .text(reply)? = try await replies.next() else {
                    throw LoadError.closed
                }
                if kind == .game, !reply.hasPrefix(#"{"content""#) {
                    throw LoadError.unexpectedReply(String(reply.prefix(200)))
                }
            }
            for _ in 0..<PlayerScript.greetingCount(for: kind) {
                _ = try await replies.next()
            }
            for message in PlayerScript.login {
                try await exchange(message)
            }
            result.started = true
            outcome.value = result
            let start = await startLine.arrive()
            result.played = start..<start
            let deadline = start + duration
            // A paced session that fell behind sends what was due before the deadline,
            // for at most as long again; what is left then is counted as unsent.
            let cutoff = deadline + duration
            var generator = SystemRandomNumberGenerator()
            var due = pace.firstDue(after: start, using: &generator)
            var step = 0
            while due < deadline, ContinuousClock.now < cutoff {
                if due > .now {
                    try await Task.sleep(until: due, clock: .continuous)
                }
                let (message, isMove) = PlayerScript.game[step]
                try await exchange(message)
                let answered = ContinuousClock.now
                result.messages += 1
                result.played = start..<answered
                if isMove {
                    result.moveLatencies.append((answered - due).seconds)
                }
                step = (step + 1) % PlayerScript.game.count
                due = pace.nextDue(after: due, answered: answered, using: &generator)
            }
            result.unsent = pace.messagesDue(from: due, before: deadline)
            try await outbound.close(.normalClosure, reason: nil)
        }
    }
}

/// Why a load session stopped early.
enum LoadError: Error {
    case closed
    case unexpectedReply(String)
}

/// What one load session measured.
struct SessionResult: Sendable {

    /// Whether it logged in and reached the start line.
    var started = false

    /// From the start to the last answer.
    var played: Range<ContinuousClock.Instant>?

    /// Each move's latency, in seconds: from when it was due to when its answer arrived.
    var moveLatencies: [Double] = []

    /// The messages answered after the start.
    var messages = 0

    /// The messages due before the deadline that a session behind its pace never sent.
    var unsent = 0

    /// Why the session stopped early, if it did.
    var failure: String?
}

/// Hands a session's result out of its WebSocket handler.
final class ResultBox: Sendable {
    var value: SessionResult? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private let storage = Mutex<SessionResult?>(nil)
}

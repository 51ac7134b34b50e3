import Synchronization

/// What a session sends its page, held back while a state it shows is being saved: a page
/// never sees a change that a crash of the server would lose.
///
/// The session sends from the main actor; the save queue, which writes off the main actor,
/// lets the messages go from there once their state is stored, without a trip back to the
/// main actor that all sessions share.
///
/// Messages keep their order. Each is meant for the connection that was the page when it was
/// sent: one displaced meanwhile (by a reload or another tab) does not get it. At most
/// ``heldLimit`` wait, as on a connection: should a store stall, the oldest are dropped, which
/// loses nothing a page needs, since every `screen` message is the whole window.
final class SessionOutbox: Sendable {

    /// The most messages held at once.
    static let heldLimit = SessionConnection.bufferLimit

    /// Whether a save is being written, so that messages are held.
    var isHolding: Bool {
        state.withLock { $0.isHolding }
    }

    /// Makes `connection` the session's page, or none: what was held for another page is
    /// never sent to it.
    func attach(_ connection: SessionConnection?) {
        state.withLock { state in
            state.current = connection
            // A new page has been told nothing yet.
            state.isSaveFailureReported = false
        }
    }

    /// Sends `message` to the session's page now, or once the saves in flight are written.
    func send(_ message: ServerMessage) {
        state.withLock { state in
            guard let current = state.current else {
                return
            }
            state.send(message, to: current)
        }
    }

    /// Sends `message` as ``send(_:)`` does, provided `connection` is the session's page still:
    /// an answer that took a while (a trace, written off the main actor) goes to the page that
    /// asked, never to one that displaced it meanwhile.
    func send(_ message: ServerMessage, to connection: SessionConnection) {
        state.withLock { state in
            guard state.current === connection else {
                return
            }
            state.send(message, to: connection)
        }
    }

    /// A save started: hold messages until it is written.
    func saveDidStart() {
        state.withLock { $0.savesInFlight += 1 }
    }

    /// Tells the page, unless it was told since a save last worked, that its session is not saved:
    /// the store is unavailable.
    func tellSavingFails() {
        state.withLock { state in
            guard !state.isSaveFailureReported, let current = state.current else {
                return
            }
            state.isSaveFailureReported = true
            current.send(.saveFailed)
        }
    }

    /// Saves were written (`saves` of them, merged into one), or not: once none is in flight,
    /// what was held goes to the page (the page is first told, once until a save works again,
    /// that saving fails, and once a save works after that, that it works again), unless another
    /// server took the session over, whose change this server must not show.
    func saveDidFinish(_ outcome: SaveOutcome, saves: Int = 1) {
        state.withLock { state in
            let current: SessionConnection?
            switch outcome {
            case let .stored(input):
                if state.isSaveFailureReported {
                    state.isSaveFailureReported = false
                    state.current?.send(.saveRecovered(saved: input))
                }
                current = state.current
            case .takenOver:
                current = nil
            case .failed:
                if !state.isSaveFailureReported, saves > 0 {
                    state.isSaveFailureReported = true
                    // Ahead of what was held: the page learns first that this is not saved.
                    state.current?.send(.saveFailed)
                }
                current = state.current
            }
            state.savesInFlight -= saves
            guard !state.isHolding else {
                return
            }
            for (connection, message) in state.held where connection === current {
                connection.send(message)
            }
            state.held.removeAll()
        }
    }

    // MARK: - Private

    private struct State {
        /// The page, if one is connected.
        var current: SessionConnection?
        /// How many saves hold the messages.
        var savesInFlight = 0
        /// The messages held, each with the page it was meant for.
        var held: [(connection: SessionConnection, message: ServerMessage)] = []
        /// Whether the page was told that saving fails, since the last save that worked.
        var isSaveFailureReported = false

        var isHolding: Bool {
            savesInFlight > 0
        }

        /// Sends `message` to `connection` now, or holds it while saves are in flight.
        mutating func send(_ message: ServerMessage, to connection: SessionConnection) {
            guard isHolding else {
                connection.send(message)
                return
            }
            if held.count == SessionOutbox.heldLimit {
                held.removeFirst()
            }
            held.append((connection, message))
        }
    }

    private let state = Mutex(State())
}

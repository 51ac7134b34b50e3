/// The messages to a session's page, held back while a state they show is being saved:
/// a page never sees a move that a crash of the server would lose.
///
/// Messages keep their order. Each is meant for the connection that was the page when it
/// was sent: one displaced meanwhile (by a reload or another tab) does not get it. At most
/// ``limit`` wait, as on a connection: should a store stall, the oldest are dropped, which
/// loses nothing a page needs, since every `screen` message is the whole window.
struct HeldMessages {

    /// The most messages held at once.
    static let limit = SessionConnection.bufferLimit

    /// Whether a save is being written, so that messages are held.
    var isHolding: Bool {
        savesInFlight > 0
    }

    /// Sends `message` to `connection` now, or once the saves in flight are written.
    mutating func send(_ message: ServerMessage, to connection: SessionConnection?) {
        guard let connection else {
            return
        }
        if isHolding {
            if held.count == Self.limit {
                held.removeFirst()
            }
            held.append((connection, message))
        } else {
            connection.send(message)
        }
    }

    /// A save started: hold messages until it is written.
    mutating func saveDidStart() {
        savesInFlight += 1
    }

    /// A save was written (or failed): once none is in flight, send what was held to those of
    /// its connections that are still `current`.
    mutating func saveDidFinish(current: SessionConnection?) {
        savesInFlight -= 1
        guard savesInFlight == 0 else {
            return
        }
        let messages = held
        held.removeAll()
        for (connection, message) in messages where connection === current {
            connection.send(message)
        }
    }

    // MARK: - Private

    private var savesInFlight = 0
    private var held: [(connection: SessionConnection, message: ServerMessage)] = []
}

/// A session's trace as a `trace` message carries it, its text already escaped as JSON.
///
/// A trace is up to 256 KB, every line of it quoted: escaping it is the long part of writing
/// its message. It is escaped once, where the trace is written (``TraceWritingQueue``, off the
/// main actor and the event loops), and kept for the page that asks again: a connection's writer
/// only copies its bytes into the message.
struct WrittenTrace: Equatable, Sendable {

    /// Whether recording stopped at the limit, so that the trace holds the session's beginning
    /// only.
    let isCut: Bool

    /// The message's own fields as JSON, `"cut":false,"trace":"…"`: keys sorted, as the message's
    /// other fields follow them.
    let fields: String

    /// Escapes `text`, a trace as a file holds it.
    ///
    /// - Parameters:
    ///   - text: The trace.
    ///   - isCut: Whether recording stopped at the limit.
    init(text: String, isCut: Bool) {
        self.isCut = isCut
        // Room for the escapes too: a trace's lines are JSON, a quote every few bytes.
        var json = JSONWriter(reservingCapacity: text.utf8.count + text.utf8.count / 4 + 32)
        json.key("cut")
        json.bool(isCut)
        json.field("trace", text)
        fields = json.text
    }
}

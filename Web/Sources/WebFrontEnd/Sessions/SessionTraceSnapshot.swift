import SessionTrace

/// A session's trace as it was when a page asked for it: a copy of the log's entries, taken on
/// the main actor at the cost of a reference (the entries are copied only if the log grows
/// meanwhile), and written anywhere else.
///
/// Writing a full trace (2,000 lines, each JSON-encoded and checked) is the long part, which
/// ``TraceWritingQueue`` does off the main actor that all sessions share.
struct SessionTraceSnapshot: Sendable {

    /// The app's name, which the trace's header gives.
    let app: String

    /// The entries recorded so far.
    let entries: [TraceEntry]

    /// Whether recording stopped at the limit.
    let isCut: Bool

    /// The trace as a file holds it: the header, then a line per entry, each ending in a newline.
    func text() throws -> String {
        var writer = try TraceWriter(header: TraceHeader(app: app))
        var lines = [writer.headerLine]
        lines.reserveCapacity(entries.count + 1)
        for entry in entries {
            lines.append(try writer.line(for: entry))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The message that gives a page the trace, or says why it could not be written.
    func message() -> ServerMessage {
        do {
            return .trace(WrittenTrace(text: try text(), isCut: isCut))
        } catch {
            return .error(.traceUnavailable("The trace could not be written: \(error)."))
        }
    }
}

/// Turns a header and entries into a trace's lines, each checked against the one before.
public struct TraceWriter {

    /// Starts a trace with `header`; ``headerLine`` is its first line.
    public init(header: TraceHeader) throws {
        (headerLine, lastCheck) = try TraceLine(header: header).encoded(after: "")
    }

    /// The trace's first line, without a newline.
    public let headerLine: String

    /// The line for `entry`, without a newline; the next line's check follows from it.
    public mutating func line(for entry: TraceEntry) throws -> String {
        let (json, check) = try TraceLine(entry: entry).encoded(after: lastCheck)
        lastCheck = check
        return json
    }

    // MARK: - Private

    private var lastCheck: String
}

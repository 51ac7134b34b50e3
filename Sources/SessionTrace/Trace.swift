import Foundation

/// A trace read from its text: the header and every entry with its line number, each line's
/// check verified.
public struct Trace: Equatable, Sendable {

    /// The header.
    public let header: TraceHeader

    /// The entries, in order, each with its line number in the text (the header is line 1).
    public let entries: [(line: Int, entry: TraceEntry)]

    /// Reads a trace of `app`.
    ///
    /// - Parameters:
    ///   - data: The trace's bytes, JSON Lines.
    ///   - app: The app the trace must have been recorded by.
    /// - Throws: ``TraceError`` saying what is wrong and where.
    public init(reading data: Data, app: String) throws(TraceError) {
        guard data.count <= TraceFormat.maxBytes else {
            throw .tooLarge
        }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true {
            lines.removeLast()
        }
        guard let first = lines.first, !first.isEmpty else {
            throw .empty
        }
        guard lines.count - 1 <= TraceFormat.maxEntries else {
            throw .tooManyEntries
        }
        guard first.count <= TraceFormat.maxLineBytes else {
            throw .notATrace
        }
        guard let headerLine = try? Self.decoder.decode(TraceLine.self, from: first),
              headerLine.format == TraceFormat.name, let version = headerLine.version, let headerApp = headerLine.app,
              headerLine.entry == nil else {
            throw .notATrace
        }
        guard version == TraceFormat.version else {
            throw .unsupportedVersion(version)
        }
        guard headerApp == app else {
            throw .otherApp(headerApp)
        }
        var check = try Self.verified(headerLine, as: first, after: "", number: 1)
        var entries: [(line: Int, entry: TraceEntry)] = []
        for (offset, text) in lines.enumerated().dropFirst() {
            let number = offset + 1
            guard text.count <= TraceFormat.maxLineBytes else {
                throw .malformedLine(number: number, reason: "it is longer than \(TraceFormat.maxLineBytes) bytes")
            }
            let line: TraceLine
            do {
                line = try Self.decoder.decode(TraceLine.self, from: text)
            } catch {
                throw .malformedLine(number: number, reason: "not JSON of a trace line")
            }
            guard let entry = line.entry, line.format == nil else {
                throw .malformedLine(number: number, reason: "it holds no input or observation, or more than one")
            }
            if case let .input(_, milliseconds) = entry, !(0...TraceFormat.maxMilliseconds).contains(milliseconds) {
                throw .timeOutOfRange(number: number)
            }
            check = try Self.verified(line, as: text, after: check, number: number)
            entries.append((number, entry))
        }
        header = TraceHeader(app: headerApp, version: version)
        self.entries = entries
    }

    public static func == (lhs: Trace, rhs: Trace) -> Bool {
        lhs.header == rhs.header && lhs.entries.map(\.line) == rhs.entries.map(\.line)
            && lhs.entries.map(\.entry) == rhs.entries.map(\.entry)
    }

    // MARK: - Private

    private static let decoder = JSONDecoder()

    /// The line's check, once verified to follow from `previousCheck`, and the line's bytes
    /// to be exactly what the writer writes for it: nothing added, nothing spaced otherwise.
    private static func verified(_ line: TraceLine, as text: Data.SubSequence, after previousCheck: String,
                                 number: Int) throws(TraceError) -> String {
        guard let written = try? line.encoded(after: previousCheck), Data(written.json.utf8) == Data(text) else {
            throw .checkMismatch(number: number)
        }
        return written.check
    }
}

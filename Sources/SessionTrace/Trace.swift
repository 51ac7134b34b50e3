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

    /// The line's check, once verified to follow from `previousCheck` and the line's bytes as
    /// written, without their check: any byte added, removed or changed breaks it. The bytes
    /// are checked as they are, not as this version would write the line, so that a line an
    /// earlier version wrote (such as a `tapCell`, read today as a tap on a grid) still checks.
    private static func verified(_ line: TraceLine, as text: Data.SubSequence, after previousCheck: String,
                                 number: Int) throws(TraceError) -> String {
        guard let check = line.check, let unchecked = withoutCheck(check, in: text),
              TraceLine.checksum(previousCheck: previousCheck, unchecked: unchecked) == check else {
            throw .checkMismatch(number: number)
        }
        return check
    }

    /// `text` without its member `"check":"…"` and the comma that joins it to the others: the
    /// line as the writer checksummed it. `nil` if the member is not there exactly once.
    private static func withoutCheck(_ check: String, in text: Data.SubSequence) -> Data? {
        let member = Data(#""check":"\#(check)""#.utf8)
        let bytes = Data(text)
        guard let range = bytes.range(of: member), bytes[range.upperBound...].range(of: member) == nil else {
            return nil
        }
        var removed = range
        if bytes[range.upperBound...].first == UInt8(ascii: ",") {
            removed = range.lowerBound..<(range.upperBound + 1)
        } else if range.lowerBound > bytes.startIndex, bytes[range.lowerBound - 1] == UInt8(ascii: ",") {
            removed = (range.lowerBound - 1)..<range.upperBound
        }
        var unchecked = bytes
        unchecked.removeSubrange(removed)
        return unchecked
    }
}

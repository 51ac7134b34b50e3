import Foundation
@testable import SessionTrace
import Testing

/// Reading a trace: every edit after the header found at its line, and input that is not a
/// trace of this app refused with a clear message.
@MainActor
struct TraceReadingTests {

    private let lines: [String]

    init() throws {
        let session = try RecordedTicTacToe()
        try session.perform(Array(aWholeGame.prefix(4)))
        lines = session.lines
    }

    @Test func theRecordedTraceReadsWithEveryLineNumbered() throws {
        let trace = try Trace(reading: data(lines), app: "TicTacToe")
        #expect(trace.header == TraceHeader(app: "TicTacToe"))
        #expect(trace.entries.map(\.line) == Array(2...lines.count))
    }

    @Test func removingAnyLineIsFoundAtThatLine() throws {
        for removed in 1..<lines.count {
            var edited = lines
            edited.remove(at: removed)
            let expected = removed < edited.count ? TraceError.checkMismatch(number: removed + 1) : nil
            #expect(readingError(edited) == expected, "line \(removed + 1) removed")
        }
    }

    @Test func changingAnyLineIsFoundAtThatLine() throws {
        for changed in 1..<lines.count {
            var edited = lines
            // A value changed, the JSON still a trace line: a time, a text, a name.
            edited[changed] = edited[changed].replacingOccurrences(of: #""ms":"#, with: #""ms":1"#)
                .replacingOccurrences(of: "Router", with: "Routers")
                .replacingOccurrences(of: "TicTacToe", with: "TicTacToo")
                .replacingOccurrences(of: "Ann", with: "Anne")
            try #require(edited[changed] != lines[changed], "line \(changed + 1) unchanged by the edit")
            #expect(readingError(edited) == .checkMismatch(number: changed + 1), "line \(changed + 1) changed")
        }
    }

    /// The checks cover the bytes, not only what they decode to: a key added, other spacing,
    /// a number written otherwise, a line ending in CR.
    /// Edits that change a line's bytes but not what it decodes to.
    enum ByteEdit: CaseIterable, Sendable {
        case keyAdded, spaced, carriageReturn

        func applied(to line: String) -> String {
            switch self {
            case .keyAdded: String(line.dropLast()) + #","note":"hi"}"#
            case .spaced: line.replacingOccurrences(of: ":", with: ": ")
            case .carriageReturn: line + "\r"
            }
        }
    }

    /// The checks cover the bytes, not only what they decode to: a key added, other spacing,
    /// a line ending in CR.
    @Test(arguments: ByteEdit.allCases)
    func anyByteChangedIsFoundAtItsLine(_ edit: ByteEdit) throws {
        for changed in 0..<lines.count {
            var edited = lines
            edited[changed] = edit.applied(to: edited[changed])
            #expect(readingError(edited) == .checkMismatch(number: changed + 1), "\(edit) on line \(changed + 1)")
        }
    }

    @Test func anInputAtATimeBeforeTheStartOrPastAYearIsRefused() throws {
        var writer = try TraceWriter(header: TraceHeader(app: "TicTacToe"))
        for milliseconds in [-1, TraceFormat.maxMilliseconds + 1, Int.max] {
            var lines = [writer.headerLine]
            lines.append(try writer.line(for: .input(.action(.tapButton(id: "login")), milliseconds: milliseconds)))
            #expect(readingError(lines) == .timeOutOfRange(number: 2), "\(milliseconds)")
            writer = try TraceWriter(header: TraceHeader(app: "TicTacToe"))
        }
    }

    @Test func aHeaderLongerThanALineMayBeIsRefused() {
        let padded = String(repeating: " ", count: TraceFormat.maxLineBytes) + lines[0]
        #expect(readingError([padded]) == .notATrace)
    }

    @Test func hostileTextInAnEventIsMadeSafeToPrint() throws {
        let event = TraceEntry.event(TraceEvent(kind: "\u{1B}[2Jdetached", router: "Root\u{7}Router"))
        #expect(!event.description.contains("\u{1B}"))
        #expect(!event.description.contains("\u{7}"))
    }

    @Test func swappingAnyTwoNeighbouringLinesIsFoundAtTheFirst() throws {
        for first in 1..<(lines.count - 1) where lines[first] != lines[first + 1] {
            var edited = lines
            edited.swapAt(first, first + 1)
            #expect(readingError(edited) == .checkMismatch(number: first + 1), "lines \(first + 1) and \(first + 2) swapped")
        }
    }

    @Test(arguments: [
        ("", TraceError.empty),
        ("not json\n", .notATrace),
        (#"{"format":"something-else","version":1,"app":"TicTacToe"}"#, .notATrace),
        (#"{"format":"ribs-session-trace","version":2,"app":"TicTacToe"}"#, .unsupportedVersion(2)),
        (#"{"format":"ribs-session-trace","version":1,"app":"Chess\u001B[2J"}"#, .otherApp("Chess\u{1B}[2J")),
    ])
    func aHeaderThatIsNotThisAppsTraceIsRefused(_ text: String, _ error: TraceError) {
        #expect(readingError([text]) == error)
    }

    @Test func theMessagesMakeHostileTextSafeToPrint() {
        #expect(TraceError.otherApp("Chess\u{1B}[2J").description.contains("\u{1B}") == false)
    }

    @Test func aLineThatIsNotATraceLineIsRefusedWithItsNumber() {
        #expect(readingError([lines[0], "{"]) == .malformedLine(number: 2, reason: "not JSON of a trace line"))
        #expect(readingError([lines[0], #"{"check":"0"}"#])
            == .malformedLine(number: 2, reason: "it holds no input or observation, or more than one"))
        #expect(readingError([lines[0], #"{"input":{"action":"fly"},"ms":1,"check":"0"}"#])
            == .malformedLine(number: 2, reason: "not JSON of a trace line"))
        #expect(readingError([lines[0], String(repeating: " ", count: TraceFormat.maxLineBytes + 1)])
            == .malformedLine(number: 2, reason: "it is longer than \(TraceFormat.maxLineBytes) bytes"))
    }

    @Test func aTraceLargerThanTheLimitIsRefusedBeforeItIsParsed() {
        let huge = Data(count: TraceFormat.maxBytes + 1)
        #expect(throws: TraceError.tooLarge) { try Trace(reading: huge, app: "TicTacToe") }
    }

    @Test func aTraceOfMoreEntriesThanTheLimitIsRefusedBeforeItIsParsed() {
        #expect(readingError([lines[0]] + Array(repeating: "{}", count: TraceFormat.maxEntries + 1)) == .tooManyEntries)
        // At the limit, the lines are read: the first is the first fault.
        #expect(readingError([lines[0]] + Array(repeating: "{}", count: TraceFormat.maxEntries))
            == .malformedLine(number: 2, reason: "it holds no input or observation, or more than one"))
    }

    // MARK: - Private

    private func data(_ lines: [String]) -> Data {
        Data(lines.joined(separator: "\n").utf8)
    }

    private func readingError(_ lines: [String]) -> TraceError? {
        do {
            _ = try Trace(reading: data(lines), app: "TicTacToe")
            return nil
        } catch {
            return error
        }
    }
}

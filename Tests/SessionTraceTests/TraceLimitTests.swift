import Foundation
import SessionTrace
import Testing

/// The limits a trace is read within, at each bound: what is just inside is read, what is just
/// outside is refused, and a recording stopped at its limit still reads.
struct TraceLimitTests {

    @Test func aRecordingStoppedAtItsLimitReadsWithAThousandEntriesAfterItsLastInput() throws {
        var writer = try TraceWriter(header: TraceHeader(app: "TicTacToe"))
        var lines = [writer.headerLine]
        for number in 0..<(TraceFormat.recordingEntryLimit - 1) {
            lines.append(try writer.line(for: .input(.link("link \(number)"), milliseconds: number)))
        }
        // The last input the recording takes, and what may follow it: the events and screen
        // of a long step.
        lines.append(try writer.line(for: .input(.link("last"), milliseconds: TraceFormat.maxMilliseconds)))
        for number in 0..<1_000 {
            lines.append(try writer.line(for: .rejected("follows \(number)")))
        }

        let trace = try Trace(reading: Data((lines.joined(separator: "\n") + "\n").utf8), app: "TicTacToe")

        #expect(trace.entries.count == TraceFormat.recordingEntryLimit + 1_000)
        #expect(trace.entries.count <= TraceFormat.maxEntries)
        #expect(trace.entries.last?.entry == .rejected("follows 999"))
    }

    @Test func inputsAtTheStartAndAtAYearAreRead() throws {
        var writer = try TraceWriter(header: TraceHeader(app: "TicTacToe"))
        var lines = [writer.headerLine]
        for milliseconds in [0, TraceFormat.maxMilliseconds] {
            lines.append(try writer.line(for: .input(.action(.tapButton(id: "login")), milliseconds: milliseconds)))
        }

        let trace = try Trace(reading: Data((lines.joined(separator: "\n") + "\n").utf8), app: "TicTacToe")

        #expect(trace.entries.map(\.entry) == [.input(.action(.tapButton(id: "login")), milliseconds: 0),
                                               .input(.action(.tapButton(id: "login")), milliseconds: TraceFormat.maxMilliseconds)])
    }

    /// A line of `maxLineBytes` is read (and found to be no trace line); one byte more is
    /// refused for its length.
    @Test func aLineOfTheLongestLengthIsReadAndOneByteMoreIsRefused() throws {
        let header = try TraceWriter(header: TraceHeader(app: "TicTacToe")).headerLine

        #expect(readingError([header, String(repeating: " ", count: TraceFormat.maxLineBytes)])
            == .malformedLine(number: 2, reason: "not JSON of a trace line"))
        #expect(readingError([header, String(repeating: " ", count: TraceFormat.maxLineBytes + 1)])
            == .malformedLine(number: 2, reason: "it is longer than \(TraceFormat.maxLineBytes) bytes"))
        // A header padded to the longest line decodes, but is not as written.
        let paddedHeader = String(repeating: " ", count: TraceFormat.maxLineBytes - header.utf8.count) + header
        #expect(readingError([paddedHeader]) == .checkMismatch(number: 1))
        #expect(readingError([" " + paddedHeader]) == .notATrace)
    }

    @Test func aTraceOfTheLargestSizeIsParsedAndOneByteMoreIsNot() {
        #expect(throws: TraceError.notATrace) { try Trace(reading: Data(count: TraceFormat.maxBytes), app: "TicTacToe") }
        #expect(throws: TraceError.tooLarge) { try Trace(reading: Data(count: TraceFormat.maxBytes + 1), app: "TicTacToe") }
    }

    // MARK: - Private

    private func readingError(_ lines: [String]) -> TraceError? {
        do {
            _ = try Trace(reading: Data((lines.joined(separator: "\n") + "\n").utf8), app: "TicTacToe")
            return nil
        } catch {
            return error
        }
    }
}

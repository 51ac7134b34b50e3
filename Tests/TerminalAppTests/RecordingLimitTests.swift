import Foundation
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace
import TerminalApp
import Testing

/// Where `--record` stops: before an input, once the trace holds
/// `TraceFormat.recordingEntryLimit` entries, saying so once; what follows the last input
/// recorded is kept, nothing after the stop is. Each test records to the boundary through a
/// recorder `TraceOptions.startRecording` made, and reads the file back.
@MainActor
struct RecordingLimitTests {

    /// The limit, as a number to read in a failure.
    static let limit = TraceFormat.recordingEntryLimit

    @Test func anInputWhenOneEntryIsLeftIsRecordedAndTheNextIsNot() throws {
        let recording = try LimitedRecording()
        try recording.recordLinks(Self.limit - 2)
        #expect(try recording.entries().count == Self.limit - 1)

        try recording.recordLink("last")
        try recording.recordLink("refused")
        try recording.recordLink("refused too")

        let entries = try recording.entries()
        #expect(entries.count == Self.limit)
        #expect(entries.last == .input(.link("last"), milliseconds: 0))
        #expect(recording.reports == ["The trace holds \(Self.limit) entries, as many as a trace may. Recording stopped."])
    }

    @Test func anInputAtTheLimitIsNotRecorded() throws {
        let recording = try LimitedRecording()
        try recording.recordLinks(Self.limit - 1)
        #expect(recording.reports.isEmpty)

        try recording.recordLink("refused")
        try recording.recordLink("refused too", isRejected: true)

        let entries = try recording.entries()
        #expect(entries.count == Self.limit)
        #expect(entries.last == .input(.link("link \(Self.limit - 2)"), milliseconds: 0))
        #expect(recording.reports == ["The trace holds \(Self.limit) entries, as many as a trace may. Recording stopped."])
    }

    @Test func whatFollowsTheLastInputIsKeptPastTheLimitAndNothingAfterTheStop() throws {
        let recording = try LimitedRecording()
        try recording.recordLinks(Self.limit - 2)

        // The input makes the limit; the refusal that follows it is the entry past it.
        try recording.recordLink("last", isRejected: true)
        #expect(recording.reports.isEmpty)
        try recording.recordLink("refused", isRejected: true)
        try recording.recordLink("refused too")

        let entries = try recording.entries()
        #expect(entries.count == Self.limit + 1)
        #expect(Array(entries.suffix(2)) == [.input(.link("last"), milliseconds: 0), .rejected("Refused()")])
        #expect(recording.reports == ["The trace holds \(Self.limit + 1) entries, as many as a trace may. Recording stopped."])
    }
}

/// A recording through `TraceOptions.startRecording` to a file of its own, of a window that
/// shows nothing (so that an input records only itself, and its refusal if the app refuses
/// it) and a tree of one RIB that does nothing.
@MainActor
private final class LimitedRecording {

    struct Refused: Error {}

    /// What the recording said, in order.
    var reports: [String] {
        reportLog.reports
    }

    init() throws {
        let options = try TraceOptions.parse(["--record", path])
        router = Router(interactor: Interactor())
        inspector = RIBInspector(following: router)
        let reportLog = ReportLog()
        self.reportLog = reportLog
        recorder = try #require(try options.startRecording(in: window, following: inspector, appName: "Limits") { reportLog.reports.append($0) })
        recorder.recordLaunch()
    }

    isolated deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Records `count` links that the app opens, named `link 0` on; with the launch's tree,
    /// the trace then holds `count + 1` entries.
    func recordLinks(_ count: Int) throws {
        for number in 0..<count {
            try recordLink("link \(number)")
        }
    }

    /// Records `link`, which the app opens, or refuses with ``Refused``.
    func recordLink(_ link: String, isRejected: Bool = false) throws {
        do {
            try recorder.recordLink(link) {
                if isRejected {
                    throw Refused()
                }
            }
        } catch is Refused {
            // Recorded as a refusal.
        }
    }

    /// The file's entries, read back as a replay reads them, their times set to 0.
    func entries() throws -> [TraceEntry] {
        let trace = try Trace(reading: try Data(contentsOf: URL(fileURLWithPath: path)), app: "Limits")
        return trace.entries.map { line in
            if case let .input(input, _) = line.entry {
                return .input(input, milliseconds: 0)
            }
            return line.entry
        }
    }

    // MARK: - Private

    private let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).trace").path
    private let window = Window()
    private let router: Router<Interactor>
    private let inspector: RIBInspector
    private let reportLog: ReportLog
    private let recorder: TraceRecorder
}

/// What a recording reports.
@MainActor
private final class ReportLog {
    var reports: [String] = []
}

import Foundation
import ScreenKit
@testable import SessionTrace
import Testing

/// Traces of TicTacToe recorded through the window and replayed through a new tree.
@MainActor
struct TraceReplayTests {

    @Test func aRecordedGameReplaysAndMatches() throws {
        let session = try RecordedTicTacToe()
        try session.perform(aWholeGame)

        let trace = try Trace(reading: Data(session.text.utf8), app: "TicTacToe")
        let outcome = TraceReplay.replay(trace, through: RecordedTicTacToe.replayApp())

        guard case let .matched(inputs, observations, content) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(inputs == aWholeGame.count)
        #expect(inputs + observations == trace.entries.count)
        #expect(content?.screen.visibleTexts.contains("Start Game") == true)
        #expect(content?.screen.visibleTexts.contains { $0.contains("Ann") && $0.contains("1") } == true, "\(String(describing: content))")
    }

    @Test func aTraceRecordedBeforeGridsReplaysItsCellTapsOnTheBoard() throws {
        let trace = try Trace(reading: Data(traceRecordedBeforeGrids.utf8), app: "TicTacToe")
        let outcome = TraceReplay.replay(trace, through: RecordedTicTacToe.replayApp())

        guard case let .matched(inputs, _, content) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(inputs == 10)
        #expect(content?.screen.visibleTexts.contains("Ann (1)") == true, "\(String(describing: content))")
    }

    @Test func theTraceHoldsEveryInputThenWhatFollowedIt() throws {
        let session = try RecordedTicTacToe()
        try session.perform(Array(aWholeGame.prefix(3)))

        let entries = try Trace(reading: Data(session.text.utf8), app: "TicTacToe").entries.map(\.entry.untimed)
        // The launch, as the tree it made and the screen it showed.
        #expect(entries.prefix(while: { if case .input = $0 { false } else { true } }).map(\.description) == [
            "tree: RootRouter [LoggedOutRouter]",
            #"screen "TicTacToe": Who is playing? | Player 1 name | Player 2 name | Login"#,
        ])
        #expect(entries.contains(.input(.action(.tapButton(id: "login")), milliseconds: 0)))
        #expect(entries.map(\.description).contains("event: attached LoggedInRouter (parent RootRouter)"))
        #expect(entries.last?.description.contains("Start Game") == true, "\(entries.last?.description ?? "")")
    }

    @Test func aLinkReplaysThroughTheAppsHandlerAndARefusedActionIsKept() throws {
        let session = try RecordedTicTacToe()
        try session.open("ribs-training://launchGame?gameId=ticTacToe")
        #expect(throws: UserActionRejection.noSuchElement("nowhere")) { try session.window.perform(.tapButton(id: "nowhere")) }
        try session.perform(Array(aWholeGame.prefix(3)))

        let trace = try Trace(reading: Data(session.text.utf8), app: "TicTacToe")
        #expect(trace.entries.map(\.entry).contains(.rejected(UserActionRejection.noSuchElement("nowhere").description)))
        guard case let .matched(inputs, _, content) = TraceReplay.replay(trace, through: RecordedTicTacToe.replayApp()) else {
            Issue.record("did not match")
            return
        }
        #expect(inputs == 5)
        // The link took the players straight to the board after the login.
        #expect(content?.screen.grid("board") != nil)
    }

    /// A trace whose checks are right but whose observations are not what the app does now
    /// (the app changed since it was recorded) differs at the first such line.
    @Test func aDifferentObservationIsFoundAtItsLine() throws {
        let session = try RecordedTicTacToe()
        try session.perform(Array(aWholeGame.prefix(3)))
        let recorded = try Trace(reading: Data(session.text.utf8), app: "TicTacToe")
        let changedIndex = try #require(recorded.entries.lastIndex { if case .screen = $0.entry { true } else { false } })
        var writer = try TraceWriter(header: recorded.header)
        var lines = [writer.headerLine]
        for (index, item) in recorded.entries.enumerated() {
            let entry = index == changedIndex ? .screen(ScreenSummary(WindowContent(screen: Screen(title: "Elsewhere")))) : item.entry
            lines.append(try writer.line(for: entry))
        }
        let trace = try Trace(reading: Data(lines.joined(separator: "\n").utf8), app: "TicTacToe")

        guard case let .differed(line, expected, actual) = TraceReplay.replay(trace, through: RecordedTicTacToe.replayApp()) else {
            Issue.record("matched")
            return
        }
        #expect(line == recorded.entries[changedIndex].line)
        #expect(expected?.description == #"screen "Elsewhere": "#)
        #expect(actual == recorded.entries[changedIndex].entry)
    }

    /// At the recorded pace (here as fast as it goes), in a window a front-end draws: the same
    /// outcome as at once, a trace that observes more than the game does included.
    @Test func aPacedReplayEndsAsAReplayAtOnce() async throws {
        let session = try RecordedTicTacToe()
        try session.perform(aWholeGame)
        let trace = try Trace(reading: Data(session.text.utf8), app: "TicTacToe")
        let window = Window()
        let driver = HeadlessDriver(window: window)
        let app = RecordedTicTacToe.replayApp()

        guard case let .matched(inputs, _, _) = await TraceReplay.replay(trace, through: app, in: window, speed: 0) else {
            Issue.record("did not match")
            return
        }
        #expect(inputs == aWholeGame.count)
        // The window shows the game as the replay left it, drawn by its renderer.
        #expect(driver.visibleTexts.contains("Start Game"))
        withExtendedLifetime(app.launchRouter) {}

        var writer = try TraceWriter(header: trace.header)
        var lines = [writer.headerLine] + (try trace.entries.map { try writer.line(for: $0.entry) })
        lines.append(try writer.line(for: .screen(ScreenSummary(title: "More", texts: []))))
        let longer = try Trace(reading: Data(lines.joined(separator: "\n").utf8), app: "TicTacToe")
        guard case let .differed(line, _, actual) = await TraceReplay.replay(longer, through: RecordedTicTacToe.replayApp(),
                                                                                 in: Window(), speed: 0) else {
            Issue.record("matched a trace that observes more than the game does")
            return
        }
        #expect(line == lines.count)
        #expect(actual == nil)
    }

    @Test func aTraceThatEndsEarlyOrGoesOnIsADifference() throws {
        let session = try RecordedTicTacToe()
        try session.perform(Array(aWholeGame.prefix(3)))
        let lines = session.lines
        // The last screen missing: the replay shows a screen the trace does not have.
        let short = try Trace(reading: Data(lines.dropLast().joined(separator: "\n").utf8), app: "TicTacToe")
        guard case let .differed(line, expected, actual) = TraceReplay.replay(short, through: RecordedTicTacToe.replayApp()) else {
            Issue.record("matched")
            return
        }
        #expect(line == nil && expected == nil)
        #expect(actual?.description.hasPrefix("screen") == true)
    }
}

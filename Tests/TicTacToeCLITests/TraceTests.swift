#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ProcessTestSupport
import SessionTrace
import Testing

/// `tictactoe --record` and `--replay`, through the real binary.
@Suite(.timeLimit(.minutes(10)))
struct TracePlainModeTests {

    private let folder = StateHome()
    private let wholeGame = "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n"

    /// The traces go in the state folder, removed with it.
    init() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    }

    @Test func aRecordedSessionReplaysAndPrintsTheFinalScreen() async throws {
        let trace = folder.url.appendingPathComponent("game.trace").path
        let record = try await TicTacToeBinary.run(arguments: ["--record", trace], input: wholeGame, stateHome: folder)
        try #require(record.exitStatus == 0, "\(record.standardError)")

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 0, "\(replay.standardError)")
        #expect(replay.standardError.isEmpty)
        #expect(replay.standardOutput.hasPrefix("=== TicTacToe ===\nAnn (1)\nvs\nBob (0)\nDraws: 0\n[Start Game]\n"))
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        // 10 inputs: two names, the Login button the last name presses, Start Game, five cells and
        // the result closed; the rest of the lines (but the header) are events and screens.
        #expect(replay.standardOutput.hasSuffix("Replayed \(trace): 10 inputs; \(lines.count - 11) events and screens matched.\n"))
    }

    @Test func aLinkOpenedWithOpenIsRecordedAndReplayed() async throws {
        let trace = folder.url.appendingPathComponent("link.trace").path
        let record = try await TicTacToeBinary.run(arguments: ["--record", trace, "--open", "ribs-training://launchGame?gameId=ticTacToe"],
                                             input: "Ann\nBob\n1\nquit\n", stateHome: folder)
        try #require(record.exitStatus == 0, "\(record.standardError)")
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains(#""input":{"link":"ribs-training://launchGame?gameId=ticTacToe"}"#))

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("Bob to play (O)"))
    }

    @Test func anEditedTraceIsRefusedWithTheLineAtFault() async throws {
        let trace = folder.url.appendingPathComponent("game.trace").path
        _ = try await TicTacToeBinary.run(arguments: ["--record", trace], input: wholeGame, stateHome: folder)
        var lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.remove(at: 6)
        try (lines.joined(separator: "\n") + "\n").write(toFile: trace, atomically: true, encoding: .utf8)

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 65)
        #expect(replay.standardOutput.isEmpty)
        #expect(replay.standardError == "tictactoe: cannot replay \(trace): Line 7 was changed, or a line before it was removed, changed or moved: its check does not follow from the lines before it.\n")
    }

    /// A trace whose lines check out but whose game went differently (as when the game's code
    /// changed since it was recorded): the first difference, with its line.
    @MainActor
    @Test func aTraceOfADifferentGameSaysWhereTheGameDiffers() async throws {
        let trace = folder.url.appendingPathComponent("other.trace").path
        var writer = try TraceWriter(header: TraceHeader(app: "TicTacToe"))
        let lines = [writer.headerLine,
                     try writer.line(for: .screen(ScreenSummary(title: "TicTacToe", texts: ["Who plays?"])))]
        try (lines.joined(separator: "\n") + "\n").write(toFile: trace, atomically: true, encoding: .utf8)

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 1)
        #expect(replay.standardError.hasPrefix("""
            tictactoe: the replay of \(trace) differs at line 2:
              the trace says: screen "TicTacToe": Who plays?
              the app did:    tree: RootRouter [LoggedOutRouter]

            """), "\(replay.standardError)")
    }

    @Test(arguments: [
        ("not a trace\n", "Line 1 is not the header of a session trace (ribs-session-trace)."),
        (#"{"app":"Chess","check":"0","format":"ribs-session-trace","version":1}"# + "\n", "The trace was recorded by another app, 'Chess'."),
        ("\u{1B}]2;pwned\u{7}\n", "Line 1 is not the header of a session trace (ribs-session-trace)."),
    ])
    func whatIsNotATraceOfThisGameIsRefused(_ text: String, _ reason: String) async throws {
        let trace = folder.url.appendingPathComponent("bad.trace").path
        try text.write(toFile: trace, atomically: true, encoding: .utf8)

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 65)
        #expect(replay.standardError == "tictactoe: cannot replay \(trace): \(reason)\n")
    }

    @Test(arguments: [("fifo", "a named pipe (FIFO)"), ("zero", "a character device"), ("folder", "a folder")])
    func whatIsNotARegularFileIsRefusedAtOnceUnopened(_ name: String, _ kind: String) async throws {
        let path = folder.url.appendingPathComponent(name).path
        switch name {
        case "fifo": try #require(mkfifo(path, 0o600) == 0)
        case "zero": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }

        // With no writer on the pipe, a replay that opened it would wait until the test's deadline.
        let replay = try await TicTacToeBinary.run(arguments: ["--replay", path], input: "", stateHome: folder)

        #expect(replay.exitStatus == 65)
        #expect(replay.standardOutput.isEmpty)
        #expect(replay.standardError == "tictactoe: cannot replay \(path): it cannot be read: it is \(kind), not a regular file, so it was not opened.\n")
    }

    @Test(arguments: [
        (["--record", "/nonexistent/folder/game.trace"], 1, "Cannot write the trace to '/nonexistent/folder/game.trace': No such file or directory."),
        (["--record", "x.trace", "--resume"], 64, "--record starts afresh, so that its trace replays from the start; leave out --resume."),
        (["--replay", "x.trace", "--plain"], 64, "--replay plays the trace on its own"),
        (["--watch"], 64, "--watch shows a replay: give the trace with --replay FILE."),
        (["--replay", "x.trace", "--speed", "2"], 64, "--speed sets the pace of --watch"),
        (["--replay", "x.trace", "--watch", "--speed", "0"], 64, "--speed takes a factor from 0.01 to 1000"),
        (["--replay", "x.trace", "--watch", "--speed", "0.001"], 64, "--speed takes a factor from 0.01 to 1000"),
        (["--replay", "x.trace", "--watch", "--speed", "nan"], 64, "--speed takes a factor from 0.01 to 1000"),
    ])
    func badRecordAndReplayArgumentsAreRefusedBeforeAnythingStarts(_ arguments: [String], _ status: Int32, _ message: String) async throws {
        let run = try await TicTacToeBinary.run(arguments: arguments, input: "Ann\nBob\nquit\n", stateHome: folder)

        #expect(run.exitStatus == status)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }
}

/// `tictactoe --record` in the full-screen mode, in tmux, replayed by `--replay`: the keys a
/// player presses become the same ScreenKit actions the plain mode records.
@Suite(.timeLimit(.minutes(10)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct TraceFullScreenTests {

    private let folder = StateHome()

    init() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    }

    @Test func aFullScreenSessionRecordsAndReplays() async throws {
        let trace = folder.url.appendingPathComponent("full-screen.trace").path
        let pane = try await TmuxPane()
        try await pane.run("\(folder.shellAssignment) '\(TicTacToeBinary.url.path)' --record '\(trace)'; echo \"STATUS=$?\"")
        _ = try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Ann")
        try await pane.press("Tab")
        try await pane.type("Bob")
        // Enter moves on to the Login button, then presses it.
        try await pane.press("Enter")
        try await pane.press("Enter")
        _ = try await pane.waitForScreen(showing: "Start Game")
        try await pane.press("Enter")
        _ = try await pane.waitForScreen(showing: "Ann to play")
        for cell in ["1", "4", "2", "5", "3"] {
            try await pane.type(cell)
        }
        _ = try await pane.waitForScreen(showing: "Ann won!")
        try await pane.press("Enter")
        _ = try await pane.waitForScreen(showing: "Ann (1)")
        try await pane.type("q")
        _ = try await pane.waitForScreen(showing: "STATUS=0")

        let replay = try await TicTacToeBinary.run(arguments: ["--replay", trace], input: "", stateHome: folder)

        #expect(replay.exitStatus == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.hasPrefix("=== TicTacToe ===\nAnn (1)\nvs\nBob (0)\n"), "\(replay.standardOutput)")
        #expect(replay.standardOutput.contains("Replayed \(trace): "))
    }

    /// The tree panel's rewind keys, as a player presses them: back to the login's events, on
    /// again, and live.
    @Test func bracketsRewindTheTreePanelAndBackslashReturnsToLive() async throws {
        let pane = try await TmuxPane(columns: 110, rows: 34)
        try await pane.run("\(folder.shellAssignment) '\(TicTacToeBinary.url.path)'; echo \"STATUS=$?\"")
        _ = try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Ann")
        try await pane.press("Tab")
        try await pane.type("Bob")
        try await pane.press("Enter")
        try await pane.press("Enter")
        _ = try await pane.waitForScreen(showing: "Start Game")
        try await pane.type("t")
        // The launch's 5 events and the login's 8.
        _ = try await pane.waitForScreen(showing: "─ RIB tree ─", "└── OffGameRouter (active)")

        try await pane.type("[[[")
        var screen = try await pane.waitForScreen(showing: "RIB tree after event 10/13", "Rewound: [ back · ] on · \\ live")
        #expect(screen.contains("└── LoggedInRouter (active)"))
        #expect(!screen.contains("── OffGameRouter"), "OffGame was attached after event 10")

        try await pane.type("]")
        screen = try await pane.waitForScreen(showing: "RIB tree after event 11/13")
        #expect(screen.contains("└── OffGameRouter (inactive)"))

        try await pane.type("\\")
        screen = try await pane.waitForScreen(showing: "Lifecycle, newest first")
        #expect(screen.contains("└── OffGameRouter (active)"))
        try await pane.type("q")
        _ = try await pane.waitForScreen(showing: "STATUS=0")
    }

    /// Keys pressed while a replay plays do not play: typed into its first screen, they change
    /// nothing, however long the machine takes to type them.
    @Test func keysPressedWhileWatchingDoNotPlay() async throws {
        let recorded = folder.url.appendingPathComponent("recorded.trace").path
        _ = try await TicTacToeBinary.run(arguments: ["--record", recorded], input: "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n",
                                    stateHome: folder)
        // The same trace with its first input after ten minutes (two at --speed 5): the first
        // screen stays up for as long as the test can take, on a machine however busy.
        let trace = try Trace(reading: try Data(contentsOf: URL(fileURLWithPath: recorded)), app: "TicTacToe")
        var writer = try TraceWriter(header: trace.header)
        var lines = [writer.headerLine]
        var inputs = 0
        for (_, entry) in trace.entries {
            if case let .input(input, _) = entry {
                inputs += 1
                lines.append(try writer.line(for: .input(input, milliseconds: 600_000 + inputs * 1_000)))
            } else {
                lines.append(try writer.line(for: entry))
            }
        }
        let slow = folder.url.appendingPathComponent("slow.trace").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: slow, atomically: true, encoding: .utf8)
        let pane = try await TmuxPane(columns: 110, rows: 34)

        try await pane.run("'\(TicTacToeBinary.url.path)' --replay '\(slow)' --watch --speed 5; echo \"STATUS=$?\"")
        _ = try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Zed")
        try await pane.press("Enter")
        try await pane.type("5")
        // `t` shows the RIB tree panel: once it is up, the keys typed before it were handled.
        try await pane.type("t")
        let screen = try await pane.waitForScreen(showing: "─ RIB tree ─", "Who is playing?")
        #expect(!screen.contains("Zed"), "\(screen)")
        #expect(screen.contains("└── LoggedOutRouter (active)"), "\(screen)")

        try await pane.type("q")
        let after = try await pane.waitForScreen(showing: "STATUS=0")
        #expect(after.contains("was stopped before its end."), "\(after)")
    }

    @Test func watchPlaysTheTraceFullScreenThenSaysHowItWent() async throws {
        let trace = folder.url.appendingPathComponent("watched.trace").path
        let record = try await TicTacToeBinary.run(arguments: ["--record", trace], input: "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n",
                                             stateHome: folder)
        try #require(record.exitStatus == 0, "\(record.standardError)")
        let pane = try await TmuxPane()

        try await pane.run("'\(TicTacToeBinary.url.path)' --replay '\(trace)' --watch --speed 10; echo \"STATUS=$?\"")

        _ = try await pane.waitForScreen(showing: "Replay done: 10 inputs;", "Ann (1)")
        try await pane.type("q")
        let after = try await pane.waitForScreen(showing: "STATUS=0")
        #expect(after.contains("Replayed \(trace): 10 inputs;"))
    }
}

/// A recorded session leaves the saved game alone: it is neither resumed nor overwritten.
@Suite(.timeLimit(.minutes(10)))
struct TraceSavedGameTests {

    private let folder = StateHome()

    @Test func recordingLeavesTheSavedGameAsItWas() async throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: "Ann\nBob\nstart\n5\nquit\n", stateHome: folder)
        let saved = try Data(contentsOf: folder.savedGame)

        let record = try await TicTacToeBinary.run(arguments: ["--record", folder.url.appendingPathComponent("r.trace").path],
                                             input: "Zed\nYves\nquit\n", stateHome: folder)

        #expect(record.exitStatus == 0, "\(record.standardError)")
        #expect(try Data(contentsOf: folder.savedGame) == saved)
    }
}

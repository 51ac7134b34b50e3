import Foundation
import ProcessTestSupport
import RIBs
import Testing

/// What the terminal host does with every app's saved state, through the counter's real
/// binary in plain mode, each test with a state folder of its own.
@Suite(.timeLimit(.minutes(10)))
struct SavedStatePlainTests {

    private let stateHome = StateHome()

    @Test func aChangeIsSavedAndResumeShowsIt() async throws {
        let first = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: stateHome)
        #expect(first.exitStatus == 0)
        #expect(first.standardError.isEmpty, "\(first.standardError)")

        let resumed = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "add\nquit\n", stateHome: stateHome)

        #expect(resumed.exitStatus == 0)
        #expect(resumed.standardError.isEmpty, "\(resumed.standardError)")
        #expect(resumed.firstScreen?.contains("Count: 2") == true, "\(resumed.standardOutput)")
        #expect(resumed.standardOutput.contains("Count: 3"))
        let saved = try SavedTree.decode(from: Data(contentsOf: stateHome.counterSave))
        #expect(try saved.root.state(as: Int.self) == 3)
    }

    @Test func thePlainModeStartsAfreshUnlessAskedToResume() async throws {
        _ = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: stateHome)

        let fresh = try await CounterBinary.run(arguments: ["--plain"], input: "quit\n", stateHome: stateHome)

        #expect(fresh.firstScreen?.contains("Count: 0") == true, "\(fresh.standardOutput)")
    }

    @Test(arguments: ["not json at all", "[]", #"{"format":"RIBs saved tree","formatVersion":7,"appVersion":1,"root":{}}"#,
                      #"{"format":"RIBs saved tree","formatVersion":1,"appVersion":2,"root":{"state":4}}"#])
    func aSaveThatCannotBeUsedIsSetAsideAndTheAppStartsAfresh(contents: String) async throws {
        try stateHome.placeCounterSave(Data(contents.utf8))

        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        let path = stateHome.counterSave.path
        #expect(run.exitStatus == 0)
        #expect(run.standardError.hasPrefix("TerminalAppCounter: The saved state in \(path) cannot be used. "), "\(run.standardError)")
        #expect(run.standardError.hasSuffix(" It was kept as \(path).unreadable. Starting afresh.\n"))
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.firstScreen?.contains("Count: 0") == true)
        #expect(try String(contentsOf: URL(fileURLWithPath: path + ".unreadable"), encoding: .utf8) == contents)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aSaveTooLargeToReadIsSetAsideUnreadAndTheAppStartsAfresh() async throws {
        let tooLarge = Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
        try stateHome.placeCounterSave(tooLarge)

        let run = try await CounterBinary.run(arguments: ["--plain"], input: "quit\n", stateHome: stateHome)

        let path = stateHome.counterSave.path
        #expect(run.exitStatus == 0)
        #expect(run.standardError == """
            TerminalAppCounter: \(path) is larger than 1048576 bytes; it is not a saved state of this app. \
            It was kept as \(path).unreadable. Starting afresh.

            """)
        #expect(run.firstScreen?.contains("Count: 0") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".unreadable")) == tooLarge)
    }

    @Test func aStateThatNoLongerFitsIsReportedAndThatRIBStartsAfresh() async throws {
        try stateHome.placeCounterSave(Data(#"{"format":"RIBs saved tree","formatVersion":1,"appVersion":1,"root":{"state":"two"}}"#.utf8))

        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError.hasPrefix("TerminalAppCounter: Part of the saved state was not restored. "), "\(run.standardError)")
        #expect(run.firstScreen?.contains("Count: 0") == true)
    }

    @Test func resumeWithNothingSavedSaysSoAndFails() async throws {
        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "", stateHome: stateHome)

        #expect(run.exitStatus == 1)
        #expect(run.standardError == "Error: There is no saved state to resume: \(stateHome.counterSave.path) does not exist. Run without --resume to start afresh.\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func resumeWithNowhereToSaveSaysSoAndFails() async throws {
        let nowhere = ["XDG_STATE_HOME": "relative/state", "HOME": ""]

        let run = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "", stateHome: stateHome, environment: nowhere)

        #expect(run.exitStatus == 1)
        #expect(run.standardError == "Error: Cannot resume: Neither XDG_STATE_HOME nor HOME is set to an absolute path, so there is nowhere to save the app's state.\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func withNowhereToSaveTheAppSaysSoOnceAndRuns() async throws {
        let nowhere = ["XDG_STATE_HOME": "relative/state", "HOME": ""]

        let run = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: stateHome, environment: nowhere)

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("Count: 2"))
        #expect(run.standardError == "TerminalAppCounter: Neither XDG_STATE_HOME nor HOME is set to an absolute path, so there is nowhere to save the app's state. The app's state will not be saved.\n")
    }

    @Test func aStateThatCannotBeSavedIsReportedOnceAndTheAppRunsOn() async throws {
        // A file where the state folder should be: nothing can be created under it.
        try Data().write(to: stateHome.url)

        let run = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nadd\nquit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("Count: 3"))
        #expect(run.standardError == "TerminalAppCounter: The app's state could not be saved: Cannot save to \(stateHome.counterSave.path): Not a directory.\n")
    }

    @Test func recordingNeitherResumesNorTouchesTheSave() async throws {
        _ = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: stateHome)
        let saved = try Data(contentsOf: stateHome.counterSave)
        let trace = stateHome.url.appendingPathComponent("session.trace").path

        let recorded = try await CounterBinary.run(arguments: ["--plain", "--record", trace], input: "add\nquit\n", stateHome: stateHome)

        #expect(recorded.exitStatus == 0, "\(recorded.standardError)")
        #expect(recorded.firstScreen?.contains("Count: 0") == true, "\(recorded.standardOutput)")
        #expect(recorded.standardOutput.contains("Count: 1"))
        #expect(try Data(contentsOf: stateHome.counterSave) == saved)
        #expect(FileManager.default.fileExists(atPath: trace))
    }

    @Test func recordingLeavesAnUnusableSaveWhereItIs() async throws {
        try stateHome.placeCounterSave(Data("not json".utf8))
        let trace = stateHome.url.appendingPathComponent("session.trace").path

        let recorded = try await CounterBinary.run(arguments: ["--plain", "--record", trace], input: "quit\n", stateHome: stateHome)

        #expect(recorded.exitStatus == 0)
        #expect(recorded.standardError.isEmpty, "\(recorded.standardError)")
        #expect(try String(contentsOf: stateHome.counterSave, encoding: .utf8) == "not json")
    }

    @Test(arguments: [["--plain", "--open", "counter://add"], ["--open", ""]])
    func openIsRefusedForAnAppWithoutLinks(arguments: [String]) async throws {
        let run = try await CounterBinary.run(arguments: arguments, input: "quit\n", stateHome: stateHome)

        #expect(run.exitStatus == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: --open opens a link, and Test Counter opens none; leave out --open.\n"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: stateHome.url.path))
    }

    @Test func helpSaysWhereTheStateIsSavedAndHidesOpen() async throws {
        let run = try await CounterBinary.run(arguments: ["--help"], input: "", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("OVERVIEW: Runs Test Counter full screen in a terminal"))
        #expect(run.standardOutput.contains("$XDG_STATE_HOME/testcounter/saved-state.json"))
        #expect(run.standardOutput.contains("--resume"))
        #expect(!run.standardOutput.contains("--open"))
        #expect(!run.standardOutput.contains("LINKS"))
    }
}

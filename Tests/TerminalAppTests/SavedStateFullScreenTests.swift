import Foundation
import ProcessTestSupport
import Testing

/// The full-screen mode's side of saving, through the counter's real binary in a real
/// terminal (a tmux pane): the offer to continue, and messages written once the terminal is
/// restored.
@Suite(.timeLimit(.minutes(10)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct SavedStateFullScreenTests {

    @Test func theFirstScreenOffersWhatWasSavedAndContinuesIt() async throws {
        let pane = try await TmuxPane()
        _ = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: pane.stateHome)

        try await pane.run("'\(CounterBinary.url.path)'; echo \"STATUS=$?\"")

        try await pane.waitForScreen(showing: "Test Counter", "Welcome back!", "Continue where you left off?", "Count: 2",
                                     "▶ Continue ◀", "[ Start Over ]")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Count: 2", "Add one")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Count: 3")
        try await pane.type("q")
        try await pane.waitForScreen(showing: "STATUS=0")
        let resumed = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: pane.stateHome)
        #expect(resumed.firstScreen?.contains("Count: 3") == true, "\(resumed.standardOutput)")
    }

    @Test func startingOverLeavesWhatWasSavedBehind() async throws {
        let pane = try await TmuxPane()
        _ = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: pane.stateHome)

        try await pane.run("'\(CounterBinary.url.path)'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "Continue where you left off?")
        try await pane.press("Right", "Enter")

        try await pane.waitForScreen(showing: "Count: 0", "Add one")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Count: 1")
        try await pane.type("q")
        try await pane.waitForScreen(showing: "STATUS=0")
        let resumed = try await CounterBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: pane.stateHome)
        #expect(resumed.firstScreen?.contains("Count: 1") == true, "\(resumed.standardOutput)")
    }

    @Test func resumeContinuesWithoutTheOffer() async throws {
        let pane = try await TmuxPane()
        _ = try await CounterBinary.run(arguments: ["--plain"], input: "add\nadd\nquit\n", stateHome: pane.stateHome)

        try await pane.run("'\(CounterBinary.url.path)' --resume; echo \"STATUS=$?\"")

        let screen = try await pane.waitForScreen(showing: "Count: 2", "Add one")
        #expect(!screen.contains("Continue where you left off?"))
        try await pane.type("q")
        try await pane.waitForScreen(showing: "STATUS=0")
    }

    @Test func aSaveSetAsideIsSaidAgainOnceTheTerminalIsRestored() async throws {
        let pane = try await TmuxPane()
        try pane.stateHome.placeCounterSave(Data("not json".utf8))

        try await pane.run("clear; '\(CounterBinary.url.path)'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "Count: 0", "Add one")
        try await pane.type("q")

        let after = try await pane.waitForScreen(showing: "STATUS=0")
        let path = pane.stateHome.counterSave.path
        #expect(after.replacingOccurrences(of: "\n", with: "").contains("TerminalAppCounter: The saved state in \(path) cannot be used."), "\(after)")
        #expect(FileManager.default.fileExists(atPath: path + ".unreadable"))
    }
}

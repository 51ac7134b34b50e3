import Foundation
import ProcessTestSupport
import RIBs
import Testing

/// Saved games through the real binary: the plain mode through pipes, the full-screen mode in
/// a tmux pane, each with a state folder of its own.
@Suite(.timeLimit(.minutes(10)))
struct SavedGamePlainTests {

    private let stateHome = StateHome()

    /// A game Ann wins on the top row, ending on the start screen.
    private let annWins = "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\n"

    @Test func resumeContinuesTheScoreOfTheLastRun() async throws {
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWins, stateHome: stateHome)

        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(resumed.exitStatus == 0)
        #expect(resumed.standardError.isEmpty, "\(resumed.standardError)")
        let firstScreen = try #require(resumed.standardOutput.components(separatedBy: "=== TicTacToe ===").dropFirst().first)
        #expect(firstScreen.contains("Ann (1)"))
        #expect(firstScreen.contains("Bob (0)"))
        #expect(firstScreen.contains("[Start Game]"))
    }

    @Test func resumeContinuesTheGameInProgressWithTheSamePlayerToMove() async throws {
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWins + "start\n5\n", stateHome: stateHome)

        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "1\nquit\n", stateHome: stateHome)

        let screens = resumed.standardOutput.components(separatedBy: "=== TicTacToe ===").dropFirst()
        #expect(screens.first?.contains(" 4 | X | 6 ") == true, "\(resumed.standardOutput)")
        #expect(screens.first?.contains("Bob to play (O)") == true)
        #expect(screens.dropFirst().first?.contains(" O | 2 | 3 ") == true)
    }

    @Test func thePlainModeStartsAfreshUnlessAskedToResume() async throws {
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWins, stateHome: stateHome)

        let fresh = try await TicTacToeBinary.run(arguments: ["--plain"], input: "quit\n", stateHome: stateHome)

        #expect(fresh.standardOutput.contains("Who is playing?"))
        #expect(!fresh.standardOutput.contains("Ann"))
    }

    @Test func resumeWithNothingSavedSaysSoAndFails() async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "", stateHome: stateHome)

        #expect(run.exitStatus == 1)
        #expect(run.standardError.contains("There is no saved state to resume: \(stateHome.savedGame.path) does not exist."))
        #expect(run.standardOutput.isEmpty)
    }

    @Test(arguments: ["not json at all", "[]", #"{"format":"RIBs saved tree","formatVersion":7,"appVersion":1,"root":{}}"#])
    func aSavedGameThatCannotBeUsedIsKeptAsideAndANewGameStarts(contents: String) async throws {
        try FileManager.default.createDirectory(at: stateHome.savedGame.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: stateHome.savedGame)

        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError.contains("The saved state in \(stateHome.savedGame.path) cannot be used."), "\(run.standardError)")
        #expect(run.standardError.contains("It was kept as \(stateHome.savedGame.path).unreadable. Starting afresh."))
        #expect(run.standardOutput.contains("Who is playing?"))
        let kept = try String(contentsOf: URL(fileURLWithPath: stateHome.savedGame.path + ".unreadable"), encoding: .utf8)
        #expect(kept == contents)
    }

    @Test func aGameThatCannotBeSavedSaysSoOnceAndPlaysOn() async throws {
        // A file where the state folder should be: nothing can be created under it.
        try Data().write(to: stateHome.url)

        let run = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWins, stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("Ann (1)"))
        let lines = run.standardError.split(separator: "\n")
        #expect(lines == ["tictactoe: The app's state could not be saved: Cannot save to \(stateHome.savedGame.path): Not a directory."])
    }

    @Test func theSavedFileIsWholeWheneverTheGameIsKilled() async throws {
        let moves = String(repeating: "start\n1\n4\n2\n5\n3\n\n", count: 400)
        for attempt in 1...8 {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID().uuidString).txt")
            defer { try? FileManager.default.removeItem(at: output) }
            let input = try SpawnedProcess.makePipe()
            let feeder = try SpawnedProcess("/bin/sh", ["-c", "printf 'Ann\\nBob\\n'; printf '\(moves.replacingOccurrences(of: "\n", with: "\\n"))'"],
                                            standardOutput: .descriptor(input.writeEnd))
            let game = try SpawnedProcess(TicTacToeBinary.url.path, ["--plain"], environment: stateHome.environment.mapValues { $0 },
                                          standardInput: .descriptor(input.readEnd), standardOutput: .file(output))
            close(input.readEnd)
            close(input.writeEnd)
            // Killed after a different number of games each time, mid-save as likely as not.
            try await waitUntil("game \(attempt * 20) was played") {
                let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                return printed.components(separatedBy: "Ann won!").count > attempt * 20 || game.ended() != nil
            }
            kill(game.processID, SIGKILL)
            _ = try await game.wait()
            _ = try await feeder.wait()

            let saved = try Data(contentsOf: stateHome.savedGame)
            #expect(throws: Never.self, "attempt \(attempt)") {
                _ = try SavedTree.decode(from: saved)
            }
        }
    }
}

@Suite(.timeLimit(.minutes(10)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct SavedGameFullScreenTests {

    @Test func aGameWhoseTerminalHungUpContinuesWithResume() async throws {
        let pane = try await TmuxPane()
        try await pane.run("'\(TicTacToeBinary.url.path)'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Ann")
        try await pane.press("Enter")
        try await pane.type("Bob")
        try await pane.press("Enter", "Enter")
        try await pane.waitForScreen(showing: "Ann (0)")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Ann to play (X)")
        try await pane.type("15")
        try await pane.waitForScreen(showing: "Ann to play (X)", "│  X  │  2  │  3  │", "│  4  │  O  │  6  │")

        #expect(kill(try await pane.foregroundProcessID(), SIGHUP) == 0)
        try await pane.waitForScreen(showing: "STATUS=129")
        try await pane.run("clear; '\(TicTacToeBinary.url.path)' --resume; echo \"STATUS=$?\"")

        try await pane.waitForScreen(showing: "Ann to play (X)", "│  X  │  2  │  3  │", "│  4  │  O  │  6  │")
        try await pane.type("3")
        try await pane.waitForScreen(showing: "Bob to play (O)", "│  X  │  2  │  X  │")
        try await pane.press("C-c")
        try await pane.waitForScreen(showing: "STATUS=0")
    }

    @Test func theFirstScreenOffersTheSavedGameWithItsScore() async throws {
        let pane = try await TmuxPane()
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\n", stateHome: pane.stateHome)

        try await pane.run("'\(TicTacToeBinary.url.path)'; echo \"STATUS=$?\"")

        try await pane.waitForScreen(showing: "Continue where you left off?", "Ann 1, Bob 0, 0 draws", "▶ Continue ◀", "[ Start Over ]")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Ann (1)", "Bob (0)", "Start Game")
        try await pane.press("C-c")
        try await pane.waitForScreen(showing: "STATUS=0")
    }

    @Test func aNewGameInsteadOfTheSavedOneStartsAtTheLogin() async throws {
        let pane = try await TmuxPane()
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: "Ann\nBob\n", stateHome: pane.stateHome)

        try await pane.run("'\(TicTacToeBinary.url.path)'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "Continue where you left off?")
        try await pane.press("Right", "Enter")

        try await pane.waitForScreen(showing: "Who is playing?", "Player 1 name")
        try await pane.press("C-c")
        try await pane.waitForScreen(showing: "STATUS=0")
        let saved = try String(contentsOf: pane.stateHome.savedGame, encoding: .utf8)
        #expect(saved.contains(#""loggedOut""#))
    }
}

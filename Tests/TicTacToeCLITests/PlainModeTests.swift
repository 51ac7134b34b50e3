import Foundation
import ProcessTestSupport
import Testing

/// The plain line mode, played through the real binary with piped input.
@Suite(.timeLimit(.minutes(10)))
struct PlainModeTests {

    /// The example of docs/playing.md, "A game from a script".
    @Test func theDocumentedExampleEndsWithAliceWinningAndTheScoreShown() async throws {
        let run = try await TicTacToeBinary.run(input: "Alice\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n")

        #expect(run.exitStatus == 0)
        let afterWin = try #require(run.standardOutput.range(of: "Alice won!"))
        let rest = run.standardOutput[afterWin.upperBound...]
        #expect(rest.contains("Alice (1)"))
        #expect(rest.contains("Bob (0)"))
        #expect(rest.contains("Draws: 0"))
        #expect(rest.contains("[Start Game]"))
    }

    @Test func theFinalBoardComesBeforeTheResultWhichNamesTheWinningLine() async throws {
        let run = try await TicTacToeBinary.run(input: "Alice\nBob\nstart\n1\n4\n2\n5\n3\n\nquit\n")

        #expect(run.standardOutput.contains("""
            [X]|[X]|[X]
            ---+---+---
             O | O | 6 \n\
            ---+---+---
             7 | 8 | 9 \n\
            Game over
            *** Alice won! (top row) ***
            [Close Game]
            """))
    }

    @Test func aDrawShowsTheFullBoardBeforeTheResult() async throws {
        let run = try await TicTacToeBinary.run(input: "Alice\nBob\nstart\n1\n2\n3\n5\n4\n6\n8\n7\n9\n\nquit\n")

        #expect(run.standardOutput.contains("""
             X | O | X \n\
            ---+---+---
             X | O | O \n\
            ---+---+---
             O | X | X \n\
            Game over
            *** It's a draw! ***
            """))
    }

    @Test func plainOutputHasNoEscapeSequencesEvenWhenNamesContainThem() async throws {
        let run = try await TicTacToeBinary.run(input: "\u{1B}[31mEve\u{1B}[0m\n\u{7}Mallory\u{1B}]0;title\u{7}\nquit\n")

        #expect(run.exitStatus == 0)
        #expect(!run.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.standardOutput.contains("Eve (0)"))
        #expect(run.standardOutput.contains("Mallory (0)"))
    }

    @Test func namesAreCleanedBeforeTheyAreCut() async throws {
        let padded = String(repeating: " ", count: 25) + "Alice"
        let run = try await TicTacToeBinary.run(input: "\(padded)\n\u{1B}[31m\u{1B}[1mBobBobBobBobBobBobXY\nquit\n")

        #expect(run.standardOutput.contains("Alice (0)"))
        #expect(run.standardOutput.contains("BobBobBobBobBobBobXY (0)"))
    }

    @Test func carriageReturnsEndLinesToo() async throws {
        let run = try await TicTacToeBinary.run(input: "Alice\rBob\r\nstart\r1\r4\r2\r5\r3\r\rquit\r")

        let afterWin = try #require(run.standardOutput.range(of: "Alice won!"))
        #expect(run.standardOutput[afterWin.upperBound...].contains("Alice (1)"))
        #expect(run.standardOutput.contains("Bob (0)"))
    }

    @Test func emptyNamesBecomeTheDefaultNames() async throws {
        let run = try await TicTacToeBinary.run(input: "\n\nquit\n")

        #expect(run.standardOutput.contains("Player 1 (0)"))
        #expect(run.standardOutput.contains("Player 2 (0)"))
    }

    @Test func aDrawIsAnnouncedAndCounted() async throws {
        // X O X / X O O / O X X: a full board without a line.
        let moves = ["1", "2", "3", "5", "4", "6", "8", "7", "9"]
        let input = (["Alice", "Bob", "start"] + moves + ["", "quit"]).joined(separator: "\n") + "\n"

        let run = try await TicTacToeBinary.run(input: input)

        let afterDraw = try #require(run.standardOutput.range(of: "It's a draw!"))
        let rest = run.standardOutput[afterDraw.upperBound...]
        #expect(rest.contains("Alice (0)"))
        #expect(rest.contains("Bob (0)"))
        #expect(rest.contains("Draws: 1"))
    }

    @Test func scoresAddUpOverSeveralGames() async throws {
        let aliceWins = ["1", "4", "2", "5", "3", ""]
        let bobWins = ["1", "4", "2", "5", "9", "6", ""]
        let input = (["Alice", "Bob"] + ["start"] + aliceWins + ["start"] + bobWins + ["start"] + aliceWins + ["quit"])
            .joined(separator: "\n") + "\n"

        let run = try await TicTacToeBinary.run(input: input)

        let lastStartScreen = try #require(run.standardOutput.range(of: "Alice (2)"))
        #expect(run.standardOutput[lastStartScreen.upperBound...].contains("Bob (1)"))
    }

    @Test func badInputGetsAOneLineHintAndChangesNothing() async throws {
        let run = try await TicTacToeBinary.run(input: "Alice\nBob\nhello\nstart\n5\n5\n0\nten\nquit\n")

        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Unknown command.") })
        #expect(lines.contains("That cell is taken; choose an empty one."))
        #expect(lines.filter { $0.hasPrefix("Type a cell number from 1 to 9") }.count >= 2)
        // Only one mark was placed: the board printed last still has a single X.
        let lastBoard = try #require(run.standardOutput.components(separatedBy: "=== TicTacToe ===").last)
        #expect(lastBoard.filter { $0 == "X" }.count == 2) // the mark and the "(X)" legend
        #expect(!lastBoard.contains("O |") && !lastBoard.contains("| O"))
    }

    @Test func endOfInputExitsWithStatusZeroAnywhere() async throws {
        for input in ["", "Alice\n", "Alice\nBob\nstart\n1", "Alice\nBob\nstart\n1\n4\n2\n5\n3\n"] {
            let run = try await TicTacToeBinary.run(input: input)
            #expect(run.exitStatus == 0, "input: \(input.debugDescription)")
        }
    }

    @Test func quitLeavesFromTheLoginScreenWithoutPrintingMore() async throws {
        let run = try await TicTacToeBinary.run(input: "quit\nAlice\n")

        #expect(run.exitStatus == 0)
        #expect(!run.standardOutput.contains("Alice"))
        #expect(run.standardOutput.hasSuffix("(an empty line keeps the default):\n"))
    }

    @Test func helpExplainsTheModes() async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--help"], input: "")

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("--plain"))
        #expect(run.standardOutput.contains("1 to 9"))
    }
}

/// The plain mode when standard output cannot take what it writes.
@Suite(.timeLimit(.minutes(10)))
struct PlainModeOutputFailureTests {

    @Test(arguments: ["> /dev/full", ">&-"])
    func anUnwritableOutputEndsTheGameWithAMessageAndStatusOne(redirection: String) async throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        let stateHome = StateHome()
        shell.arguments = ["-c", "printf 'Alice\\nBob\\nquit\\n' | \(stateHome.shellAssignment) '\(TicTacToeBinary.url.path)' --plain \(redirection)"]
        let standardError = Pipe()
        shell.standardError = standardError
        try shell.run()
        let collected = PipeCollector(standardError)
        try await shell.waitForExit(atMost: SpawnedProcess.patience, "It printed: \(collected.text)")
        let errors = try await collected.wholeText()

        #expect(shell.terminationStatus == 1)
        #expect(errors.hasPrefix("tictactoe: cannot write to standard output: "))
        #expect(!errors.contains("Fatal error"))
    }
}

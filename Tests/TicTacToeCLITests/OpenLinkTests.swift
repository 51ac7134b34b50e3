import Foundation
import ProcessTestSupport
import Testing

/// `tictactoe --open <link>`: RIBs tutorial 4's deep link, through the real binary.
@Suite(.timeLimit(.minutes(10)))
struct OpenLinkPlainModeTests {

    private let link = "ribs-training://launchGame?gameId=ticTacToe"

    @Test func theLinkLandsInTheGameRightAfterTheLogin() async throws {
        // No `start`: after the names come the moves.
        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--open", link], input: "Alice\nBob\n1\n4\n2\n5\n3\n\nquit\n")

        #expect(run.exitStatus == 0)
        #expect(run.standardError.isEmpty)
        let win = try #require(run.standardOutput.range(of: "Alice won!"))
        let beforeWin = run.standardOutput[..<win.lowerBound]
        #expect(beforeWin.contains("Alice to play (X)"))
        #expect(!beforeWin.contains("[Start Game]"))
        #expect(!beforeWin.contains("Type start"))
        // Closing the result leads to the start screen, with the game counted.
        let afterWin = run.standardOutput[win.upperBound...]
        #expect(afterWin.contains("Alice (1)"))
        #expect(afterWin.contains("[Start Game]"))
    }

    @Test func theLinkIsOpenedWhenPlainModeIsChosenBecauseInputIsNotATerminal() async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--open", link], input: "Alice\nBob\nquit\n")

        #expect(run.exitStatus == 0)
        #expect(run.standardOutput.contains("Alice to play (X)"))
        #expect(!run.standardOutput.contains("[Start Game]"))
    }

    @Test(arguments: [
        ("ribs-training://launchGame?gameId=chess", "There is no game 'chess'; the games are: ticTacToe"),
        ("ribs-training://launchGame", "The link names no game; add ?gameId=ticTacToe"),
        ("https://example.com/launchGame?gameId=ticTacToe", "This game opens ribs-training:// links, not https:// ones"),
        ("ribs-training://startGame?gameId=ticTacToe", "The game cannot do 'startGame'"),
        ("hello", "'hello' is not a link; links look like ribs-training://launchGame?gameId=ticTacToe"),
        ("", "'' is not a link"),
        ("ribs-training://launchGame?gameId=ticTacToe\u{200B}", "The link holds characters that cannot be shown"),
    ])
    func aBadLinkIsRefusedWithTheReasonBeforeAnythingStarts(badLink: String, reason: String) async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--open", badLink], input: "Alice\nBob\nquit\n")

        #expect(run.exitStatus == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("Error: Cannot open the link: \(reason)"))
    }

    @Test func aBadLinkIsQuotedWithoutItsEscapeSequencesAndCutShort() async throws {
        let hostile = "ribs-training://launchGame?gameId=%1B%5B2J%1B%5D0;pwned%07" + String(repeating: "x", count: 100_000)

        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--open", hostile], input: "")

        #expect(run.exitStatus == 64)
        #expect(!run.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // ESC [ 2 J (clear the screen) and ESC ] 0 ; … BEL (set the title) are left out.
        #expect(run.standardError.contains("There is no game '\(String(repeating: "x", count: 39))…'"))
        #expect(run.standardError.split(separator: "\n").allSatisfy { $0.count < 120 })
    }

    @Test func helpTellsHowToOpenALink() async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--help"], input: "")

        #expect(run.standardOutput.contains("--open <link>"))
        #expect(run.standardOutput.contains("tictactoe --open 'ribs-training://launchGame?gameId=ticTacToe'"))
    }
}

/// `--open` in the full-screen mode, in a real terminal (a tmux pane).
@Suite(.timeLimit(.minutes(10)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct OpenLinkFullScreenTests {

    @Test func theLinkLandsInTheGameRightAfterTheLogin() async throws {
        let pane = try await TmuxPane()
        try await pane.run("'\(TicTacToeBinary.url.path)' --open 'ribs-training://launchGame?gameId=ticTacToe'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.type("Alice")
        try await pane.press("Enter")
        try await pane.type("Bob")
        try await pane.press("Enter", "Enter")

        let board = try await pane.waitForScreen(showing: "Alice (X)", "Bob (O)", "Alice to play (X)")
        #expect(!board.contains("Start Game"))
        try await pane.type("t")
        try await pane.waitForScreen(showing: "RootRouter (active)", "└── LoggedInRouter (active)", "└── TicTacToeRouter (active)")
        try await pane.type("14253")
        try await pane.waitForScreen(showing: "Alice won!")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Alice (1)", "Start Game")
        try await pane.type("q")
        try await pane.waitForScreen(showing: "STATUS=0")
    }

    @Test func aBadLinkIsRefusedBeforeTheScreenIsTaken() async throws {
        let pane = try await TmuxPane()
        try await pane.run("echo BEFORE-GAME; '\(TicTacToeBinary.url.path)' --open 'ribs-training://launchGame?gameId=chess'; echo \"STATUS=$?\"")

        let screen = try await pane.waitForScreen(showing: "STATUS=64")
        #expect(screen.contains("Error: Cannot open the link: There is no game 'chess'; the games are: ticTacToe"))
        #expect(screen.contains("BEFORE-GAME"))
        #expect(!screen.contains("Who is playing?"))
    }
}

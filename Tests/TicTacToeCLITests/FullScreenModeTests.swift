import Foundation
import ProcessTestSupport
import ScreenKit
import Testing

/// The full-screen mode, played through the real binary in a real terminal (a tmux pane).
///
/// Each test runs the game from a shell between two marker lines, then checks with `stty`
/// that the terminal was handed back: echo and line editing on, the main screen shown again.
@Suite(.timeLimit(.minutes(10)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct FullScreenModeTests {

    /// Starts the game in a fresh pane, from a shell that prints its exit status and the
    /// terminal settings afterwards, then `AFTER-GAME` (quoted in the command, so that the
    /// command line itself does not show it).
    func startGame(arguments: String = "", environment: String = "", columns: Int = 100, rows: Int = 30) async throws -> TmuxPane {
        let pane = try await TmuxPane(columns: columns, rows: rows)
        try await pane.run("echo BEFORE-GAME; env \(environment) '\(TicTacToeBinary.url.path)' \(arguments); echo \"STATUS=$?\"; stty -a; echo AFTER-'GAME'")
        return pane
    }

    /// Checks that the game ended with `status` and left the terminal as it found it.
    func expectTerminalRestored(in pane: TmuxPane, status: Int) async throws {
        let screen = try await pane.waitForScreen(showing: "AFTER-GAME")
        #expect(screen.contains("STATUS=\(status)"))
        // The main screen is back, with what the shell printed before the game.
        #expect(screen.contains("BEFORE-GAME"))
        #expect(!screen.contains("╭"))
        // Echo and line editing are on again, and signal keys work.
        let settings = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(settings.contains("echo"))
        #expect(settings.contains("icanon"))
        #expect(settings.contains("isig"))
        #expect(!settings.contains("-echo"))
        #expect(!settings.contains("-icanon"))
        #expect(try await pane.cursorIsVisible())
        #expect(try await !pane.mouseReportingIsOn())
    }

    @Test func aWinAndADrawWithScoresThenQuitRestoresTheTerminal() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?", "Player 1 name", "Login")

        try await pane.type("Alice")
        try await pane.press("Enter")
        try await pane.type("Bob")
        try await pane.press("Enter", "Enter")
        try await pane.waitForScreen(showing: "Alice (0)", "Bob (0)", "Draws: 0", "▶ │     Start Game     │ ◀")
        let styled = try await pane.screenWithStyles()
        #expect(styled.split(separator: "\n").contains { $0.contains("Alice (0)") && $0.contains("31m") && $0.contains("43m") })
        #expect(styled.split(separator: "\n").contains { $0.contains("Bob (0)") && $0.contains("34m") })

        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Alice to play (X)")
        try await pane.type("14253")
        try await pane.waitForScreen(showing: "Alice won! (top row)", "▶ Close Game ◀")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Alice (1)", "Bob (0)", "Draws: 0")

        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Alice to play (X)")
        // X O X / X O O / O X X, typed as digits and, for the last mark, with the arrows.
        try await pane.type("12354687")
        try await pane.waitForScreen(showing: "│  O  │  X  │  9  │")
        try await pane.press("Right", "Right", "Enter")
        try await pane.waitForScreen(showing: "It's a draw!")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Alice (1)", "Bob (0)", "Draws: 1")

        try await pane.type("t")
        try await pane.waitForScreen(showing: "RIB tree", "RootRouter (active)", "└── LoggedInRouter (active)", "└── OffGameRouter (active)")

        try await pane.type("q")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test func atEightyByTwentyFourAWinAndADrawEndWithTheWholeBoardAndTheTreePanelShowsTheGame() async throws {
        let pane = try await startGame(columns: 80, rows: 24)
        try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Ada")
        try await pane.press("Enter")
        try await pane.type("Bob")
        try await pane.press("Enter", "Enter")
        try await pane.waitForScreen(showing: "Ada (0)", "Bob (0)")

        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Ada to play (X)")
        try await pane.type("14253")
        let win = try await pane.waitForScreen(showing: "Ada won! (top row)", "▶ Close Game ◀")
        try expectBoard(["│  X  │  X  │  X  │", "│  O  │  O  │  6  │", "│  7  │  8  │  9  │"], aboveResult: "Ada won! (top row)", in: win)
        // The winning cells in reverse video, bold and red; the others not.
        let styledRows = try await pane.screenWithStyles().split(separator: "\n")
        let topRow = try #require(styledRows.first { $0.contains("  X  ") })
        #expect(topRow.components(separatedBy: "\u{1B}[1;7m\u{1B}[31m  X  ").count == 4)
        let secondRow = try #require(styledRows.first { $0.contains("34mO") })
        #expect(!secondRow.contains(";7m") && !secondRow.contains("[7m"))

        try await pane.type("t")
        let panel = try await pane.waitForScreen(showing: "RIB tree", "└── TicTacToeRouter (active)", "Lifecycle, newest first")
        try expectBoard(["│  X  │  X  │  X  │"], aboveResult: "Ada won! (top row)", in: panel)
        let events = panel.split(separator: "\n").compactMap { line in
            line.range(of: #"\d+\.\ds (\w+) +(\w+Router)"#, options: .regularExpression).map { line[$0].split(separator: " ").dropFirst().joined(separator: " ") }
        }
        // Newest first: the game's start on top.
        #expect(events.prefix(5) == [
            "loaded TicTacToeRouter", "activated TicTacToeRouter", "attached TicTacToeRouter",
            "detached OffGameRouter", "deactivated OffGameRouter",
        ])
        try await pane.type("t")

        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Ada (1)", "Bob (0)", "Draws: 0")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Ada to play (X)")
        try await pane.type("123546879")
        let draw = try await pane.waitForScreen(showing: "It's a draw!", "▶ Close Game ◀")
        try expectBoard(["│  X  │  O  │  X  │", "│  X  │  O  │  O  │", "│  O  │  X  │  X  │"], aboveResult: "It's a draw!", in: draw)

        try await pane.type("q")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// Expects `rows` of the board, whole and in order, above `result`, and the card's bottom
    /// edge and the status line below it.
    private func expectBoard(_ rows: [String], aboveResult result: String, in screen: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rowIndices = try rows.map { row in try #require(lines.firstIndex { $0.contains(row) }, "\(row) is missing", sourceLocation: sourceLocation) }
        let resultIndex = try #require(lines.firstIndex { $0.contains(result) }, sourceLocation: sourceLocation)
        #expect(rowIndices == rowIndices.sorted() && rowIndices.allSatisfy { $0 < resultIndex }, sourceLocation: sourceLocation)
        #expect(lines.dropFirst(resultIndex).contains { $0.contains("╰───") }, sourceLocation: sourceLocation)
        #expect(lines.contains { $0.contains("Enter closes") }, sourceLocation: sourceLocation)
    }

    @Test func ctrlCInANameFieldQuitsAndRestoresTheTerminal() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("Al")
        try await pane.waitForScreen(showing: "│ Al")

        try await pane.press("C-c")

        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test func escapeSequencesPastedIntoANameLeaveOnlyTheirText() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.type("\u{1B}[31mRED\u{1B}]0;pwned\u{7}\u{1B}[2JX")
        try await pane.type("!")

        let screen = try await pane.waitForScreen(showing: "│ REDX!")
        #expect(!screen.contains("pwned"))
        #expect(!screen.contains("[2J"))
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test func ctrlCAfterALongPasteQuits() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.type(String(repeating: "ab", count: 2500))
        try await pane.press("C-c")

        // No timing asserted: this checks that Ctrl-C behind a paste of several reads still
        // quits and restores the terminal. (Drawing a frame a key, it took ~20 s in debug.)
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGXCPU])
    func aSignalRestoresTheTerminalAndEndsTheGame(signal: Int32) async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        #expect(kill(try await pane.foregroundProcessID(), signal) == 0)

        try await expectTerminalRestored(in: pane, status: 128 + Int(signal))
    }

    @Test func aTerminalTooSmallSaysSoAndAResizeRedraws() async throws {
        let pane = try await startGame(columns: 30, rows: 10)
        try await pane.waitForScreen(showing: "Terminal too small:", "need 40×12,", "have 30×10")

        try await pane.resize(columns: 80, rows: 24)
        try await pane.waitForScreen(showing: "Who is playing?", "Login")

        try await pane.resize(columns: 60, rows: 24)
        try await pane.press("Tab", "Tab", "t")
        try await pane.waitForScreen(showing: "RIB tree: needs 79 columns, has 60. t hides it.")

        try await pane.press("q")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test func wideCharacterNamesKeepTheCardIntact() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.type("李小龍🎉")
        try await pane.press("Enter")
        try await pane.type("Zoë")
        try await pane.press("Enter", "Enter")
        let screen = try await pane.waitForScreen(showing: "李小龍🎉 (0)", "Zoë (0)")

        // Every row of the card has its right border in the same column.
        let cardRows = screen.split(separator: "\n").filter { $0.contains("│") }
        let borderColumns = Set(cardRows.compactMap { row in
            row.lastIndex(of: "│").map { DisplayWidth.of(row[..<$0]) }
        })
        #expect(cardRows.count > 10)
        #expect(borderColumns.count == 1, "\(screen)")

        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test func plainFlagUsesTheLineModeEvenOnATerminal() async throws {
        let pane = try await startGame(arguments: "--plain")
        try await pane.waitForScreen(showing: "=== TicTacToe ===", "Type Player 1 name")

        try await pane.run("quit")

        try await expectTerminalRestored(in: pane, status: 0)
    }
}

import Foundation
import ProcessTestSupport
import ScreenKit
import Testing

/// What a careless or hostile user throws at the full-screen mode, through the real binary in
/// a tmux pane: huge pastes, signals at any moment, job control, awkward characters, huge
/// terminals.
extension FullScreenModeTests {

    @Test func aPasteOfThousandsOfCombiningMarksIsCutAndTypingGoesOn() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.paste("Z" + String(repeating: "\u{301}", count: 40_000))
        try await pane.type("ab")

        let screen = try await pane.waitForScreen(showing: "ab  ")
        let field = try #require(screen.split(separator: "\n").first { $0.contains("ab  ") })
        let name = String(String.UnicodeScalarView(field.unicodeScalars.drop { $0 != "Z" }.prefix { $0 != " " }))
        // One Z with its marks (tmux shows ten of them at most), then the letters typed after.
        #expect(name.count == 3, "\(field)")
        #expect(name.hasSuffix("ab"), "\(field)")
        #expect(name.unicodeScalars.count <= FieldText.maxScalarsPerCharacter + 2, "\(field)")
        try await pane.press("Tab")
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// Past a full field, a paste costs a look at each key: 844 KB of letters took 53 s of CPU
    /// time in the debug build (4 µs to 60 µs a byte, depending on the machine's load), and an
    /// unterminated OSC, whose bytes turn to text after 4,096, as much.
    @Test(arguments: [("a", ""), ("x", "\u{1B}]")])
    func aHugePasteIntoAFullFieldCostsLittleCPUTime(letter: String, introducer: String) async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")
        let game = try await pane.foregroundProcessID()
        let before = try cpuSeconds(of: game)

        try await pane.paste(introducer + String(repeating: letter, count: 844_000))
        try await pane.press("Tab")
        try await pane.type("Zed")

        try await pane.waitForScreen(showing: "│ " + String(repeating: letter, count: 20) + "   │", "│ Zed ")
        let spent = try cpuSeconds(of: game) - before
        #expect(spent < 3, "\(spent) s of CPU time for the paste")
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// Keys read ahead of the game are bounded: a paste of 20 MB took 268 MB before (every key
    /// waited in memory), and what is typed after it is still handled.
    @Test func aKeyFloodTakesBoundedMemoryAndWhatFollowsIsHandled() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")
        let game = try await pane.foregroundProcessID()

        try await pane.paste(String(repeating: "a", count: 20_000_000))
        try await pane.press("Tab")
        try await pane.type("Zed")

        try await pane.waitForScreen(showing: "│ " + String(repeating: "a", count: 20) + "   │", "│ Zed ")
        let peak = try peakResidentKilobytes(of: game)
        #expect(peak < 60_000, "peak resident memory \(peak) kB")
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// The user and system CPU time `process` has taken so far.
    private func cpuSeconds(of process: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)
        // Fields after the command name in parentheses: state is the first, utime the 12th.
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Crash signals, sent as a fault would raise them: the terminal is restored before the
    /// crash goes on (here without the runtime's report, which would scroll the screen).
    @Test(arguments: [SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE])
    func aCrashRestoresTheTerminalFirst(signal: Int32) async throws {
        let pane = try await startGame(environment: "SWIFT_BACKTRACE=enable=no")
        try await pane.waitForScreen(showing: "Who is playing?")

        #expect(kill(try await pane.foregroundProcessID(), signal) == 0)

        try await expectTerminalRestored(in: pane, status: 128 + Int(signal))
    }

    /// Signals in the first milliseconds, while the game is taking the terminal over.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalRightAfterLaunchLeavesTheTerminalAsItWas(signal: Int32) async throws {
        let pane = try await TmuxPane()
        let delays = ["0.002", "0.005", "0.008", "0.010", "0.012", "0.014", "0.016", "0.020", "0.030"]
        let runs = delays.map { delay in
            "sh -c '(sleep \(delay); kill -\(signal) $$) & exec \"\(TicTacToeBinary.url.path)\"'; echo \"RUN $? $(stty -a | grep -c -- '-icanon')\""
        }
        try await pane.run((["clear"] + runs + ["echo ALL-'DONE'"]).joined(separator: "; "))

        let screen = try await pane.waitForScreen(showing: "ALL-DONE", timeout: .seconds(120))
        let results = screen.split(separator: "\n").filter { $0.hasPrefix("RUN ") }
        #expect(results.count == delays.count, "\(screen)")
        #expect(results.allSatisfy { $0 == "RUN \(128 + signal) 0" }, "\(screen)")
        #expect(try await pane.cursorIsVisible())
        #expect(try await !pane.mouseReportingIsOn())
    }

    /// Starts the game as a command of its own, so that the shell's job control stops it
    /// alone (in a list, the shell would run the rest of the list once the game stops).
    private func startGameAsAJob() async throws -> TmuxPane {
        let pane = try await TmuxPane()
        try await pane.run("echo BEFORE-GAME")
        try await pane.run("'\(TicTacToeBinary.url.path)'")
        try await pane.waitForScreen(showing: "Who is playing?")
        return pane
    }

    /// Checks, once the game ended, that it ended with `status` and left the terminal as it found it.
    private func expectJobEndedRestoringTheTerminal(in pane: TmuxPane, status: Int) async throws {
        // The shell's commands are typed once the game has ended, or the game would read them.
        try await pane.waitUntilTheShellRunsNothing()
        try await pane.run("echo \"STATUS=$?\"; stty -a; echo AFTER-'GAME'")
        try await expectTerminalRestored(in: pane, status: status)
    }

    /// The two ways a user suspends the game.
    enum Suspension: CaseIterable, Sendable {
        case ctrlZ
        case sigtstp
    }

    @Test(arguments: Suspension.allCases)
    func suspendingGivesTheTerminalBackAndFgResumesInRawModeWhereItWas(by suspension: Suspension) async throws {
        let pane = try await startGameAsAJob()
        try await pane.type("Al")
        try await pane.waitForScreen(showing: "│ Al ")
        #expect(try await pane.mouseReportingIsOn())

        switch suspension {
        case .ctrlZ: try await pane.press("C-z")
        case .sigtstp: #expect(kill(try await pane.foregroundProcessID(), SIGTSTP) == 0)
        }
        let stopped = try await pane.waitForScreen(showing: "Stopped", "BEFORE-GAME")
        #expect(!stopped.contains("╭"))
        #expect(try await pane.cursorIsVisible())
        #expect(try await !pane.mouseReportingIsOn())

        try await pane.run("fg")
        try await pane.waitForScreen(showing: "│ Al ")
        #expect(try await pane.mouseReportingIsOn())
        // Raw again: keys arrive one by one, without Enter, and are not echoed.
        try await pane.type("ice")
        try await pane.waitForScreen(showing: "│ Alice ")
        try await pane.press("C-c")
        try await expectJobEndedRestoringTheTerminal(in: pane, status: 0)
    }

    /// The width rule against what tmux draws: the cursor ends where ``DisplayWidth`` says.
    @Test func theWidthRuleIsWhatTmuxDraws() async throws {
        let pane = try await TmuxPane()
        let samples = ["a", "é", "e\u{301}", "李", "🎉", "❤", "❤️", "#️⃣", "1️⃣", "🇦", "🇫🇷", "🇫🇷🇦", "👍🏽", "가",
                       "\u{1100}\u{1161}\u{11A8}", "लक्ष्मी", "\u{AD}", "Ａ", "🏳\u{FE0F}", "x\u{20E3}", "\u{E0067}a"]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widths-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }

        for sample in samples {
            try Data(sample.utf8).write(to: file)
            try await pane.run("clear; cat '\(file.path)'; read line")
            // Cleared, then the sample alone on the first row, the cursor after it: once the
            // screen shows no prompt, the cursor is at 0 until the sample is drawn, then stays.
            var column = 0
            try await waitUntil("the sample alone is on the screen") {
                guard try await !pane.screen().contains("$") else {
                    return false
                }
                column = try await pane.cursorColumn()
                return column != 0
            }
            #expect(column == sample.displayWidth, "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
            try await pane.press("Enter")
        }
    }

    @Test func namesWithEmojiSequencesKeepTheCardIntactAndLeaveNoStaleLetters() async throws {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")

        try await pane.type("❤️#️⃣1️⃣🇦xy🇫🇷🏳️‍🌈")
        try await pane.press("BSpace", "BSpace", "BSpace", "Enter")
        try await pane.type("👍🏽\u{9B}31mZ五")
        try await pane.press("Enter", "Enter")
        let screen = try await pane.waitForScreen(showing: "Draws: 0")

        let cardRows = screen.split(separator: "\n").filter { $0.contains("│") }
        let borderColumns = Set(cardRows.compactMap { row in
            row.lastIndex(of: "│").map { DisplayWidth.of(row[..<$0]) }
        })
        #expect(cardRows.count > 10)
        #expect(borderColumns.count == 1, "\(screen)")
        // Backspace took the rainbow flag's two parts and the French flag: nothing is left of them.
        #expect(screen.contains("❤#⃣1⃣🇦xy (0)"), "\(screen)")
        #expect(screen.contains("👍🏽Z五 (0)"), "\(screen)")
        #expect(!screen.contains("31m"))

        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// Starts the game, logs A and B in and starts a game: A is to play on an empty board.
    private func startGameOnTheBoard() async throws -> TmuxPane {
        let pane = try await startGame()
        try await pane.waitForScreen(showing: "Who is playing?")
        try await pane.type("A")
        try await pane.press("Enter")
        try await pane.type("B")
        try await pane.press("Enter", "Enter", "Enter")
        try await pane.waitForScreen(showing: "A to play (X)")
        return pane
    }

    @Test func onlyTheDigitsOneToNineTakeCells() async throws {
        let pane = try await startGameOnTheBoard()

        try await pane.type("五Ⅸ①１٣")
        try await pane.type("1")

        // Only the 1 took a cell: 五 would be 5, Ⅸ 9, ① 1, １ 1, ٣ 3.
        try await pane.waitForScreen(showing: "B to play (O)", "│  X  │  2  │  3  │", "│  4  │  5  │  6  │", "│  7  │  8  │  9  │")
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// `q` during a game would lose it without a word: the game asks first.
    @Test func qDuringAGameAsksFirst() async throws {
        let pane = try await startGameOnTheBoard()
        try await pane.type("5")

        try await pane.type("q")
        try await pane.waitForScreen(showing: "Quit this game? q again quits; any other key carries on.", "B to play (O)")
        try await pane.type("q")

        try await expectTerminalRestored(in: pane, status: 0)
    }

    /// A terminal where another program left mouse reporting on sends a report for each click:
    /// X10's carries the column and row as bytes, here "1" and "5".
    @Test func mouseReportsPlaceNoMark() async throws {
        let pane = try await startGameOnTheBoard()

        try await pane.type("\u{1B}[M 15\u{1B}[<0;17;21M\u{1B}[32;17;21M")
        try await pane.type("9")

        // Only the 9 took a cell.
        try await pane.waitForScreen(showing: "B to play (O)", "│  1  │  2  │  3  │", "│  4  │  5  │  6  │", "│  7  │  8  │  X  │")
        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }

    @Test(arguments: ["TERM=dumb", "-u TERM"])
    func aDumbOrUnknownTerminalGetsThePlainMode(environment: String) async throws {
        let pane = try await TmuxPane()
        try await pane.run("env \(environment) '\(TicTacToeBinary.url.path)'; echo \"STATUS=$?\"")
        try await pane.waitForScreen(showing: "=== TicTacToe ===", "Type Player 1 name")

        try await pane.run("quit")

        try await pane.waitForScreen(showing: "STATUS=0")
    }

    @Test func aHugeTerminalTakesBoundedMemoryAndStillQuitsAtOnce() async throws {
        let pane = try await startGame(columns: 10_000, rows: 10_000)
        try await pane.waitForScreen(showing: "Who is playing?")
        let game = try await pane.foregroundProcessID()

        let peak = try peakResidentKilobytes(of: game)
        #expect(peak < 200_000, "peak resident memory \(peak) kB")

        try await pane.press("C-c")
        try await expectTerminalRestored(in: pane, status: 0)
    }
}

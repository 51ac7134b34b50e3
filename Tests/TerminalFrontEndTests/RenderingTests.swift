import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Screens rendered into the in-memory frame: texts, colours, focus, sizes.
@MainActor
struct RenderingTests {

    @Test func theLoginScreenShowsItsFormWithTheFocusInTheFirstField() throws {
        let (session, _) = makeSession(showing: FormViewController())
        let frame = session.frame

        for text in ["TicTacToe", "Who is playing?", "Player 1 name", "Player 2 name", "Login"] {
            #expect(frame.position(of: text) != nil, "\(text) is missing:\n\(frame.screenText)")
        }
        let field = try #require(frame.position(of: "Player 1 name"))
        // The marker left of the focused field's box, and the caret where typing goes.
        #expect(frame[field.offsetBy(columns: -5)]?.character == "▶")
        #expect(frame[field.offsetBy(columns: -1)]?.style.isInverse == true)
        #expect(frame.style(of: "Player 1 name")?.isDim == true)
        let otherField = try #require(frame.position(of: "Player 2 name"))
        #expect(frame[otherField.offsetBy(columns: -4)]?.character == " ")
        #expect(!frame.screenText.contains("◀"))
        #expect(frame.lines.last?.contains("Type text") == true)
    }

    @Test func theStartScreenIsYellowWithEachPlayerInTheirColourAndStartGameFocused() throws {
        let (session, _) = makeSession(showing: ScoreViewController())
        let frame = session.frame

        let alice = try #require(frame.position(of: "Alice (0)"))
        let bob = try #require(frame.position(of: "Bob (0)"))
        #expect(frame.style(of: "Alice (0)") == CellStyle(foreground: .red, background: .yellow, isBold: true))
        #expect(frame.style(of: "Bob (0)") == CellStyle(foreground: .blue, background: .yellow, isBold: true))
        #expect(frame.style(of: "Draws: 0") == CellStyle(foreground: .black, background: .yellow))
        // The card's empty space is yellow too, from border to border.
        #expect(frame[alice.offsetBy(columns: -2)]?.style.background == .yellow)
        #expect(bob.row > alice.row)
        // A big button, black with white text, with the focus markers either side.
        let start = try #require(frame.position(of: "Start Game"))
        #expect(frame.style(of: "Start Game") == CellStyle(foreground: .white, background: .black, isBold: true))
        let row = frame.text(ofRow: start.row)
        #expect(row.contains("▶") && row.contains("◀"))
        #expect(frame.text(ofRow: start.row - 1).contains("╭"))
        #expect(frame.text(ofRow: start.row + 1).contains("╰"))
    }

    @Test func theBoardShowsMarksInTheirPlayersColoursAndNumbersOnFreeCells() throws {
        let game = BoardViewController()
        game.board.cells[0][0] = GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken.")
        game.board.cells[2][2] = GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "Taken.")
        let (session, _) = makeSession(showing: game)
        let frame = session.frame

        #expect(frame.style(of: "Alice (X)")?.foreground == .red)
        #expect(frame.style(of: "Bob (O)")?.foreground == .blue)
        let x = try #require(frame.position(of: "│  X  │")).offsetBy(columns: 3)
        let o = try #require(frame.position(of: "│  O  │")).offsetBy(columns: 3)
        #expect(frame[x]?.style.foreground == .red)
        #expect(frame[o]?.style.foreground == .blue)
        #expect(o.row == x.row + 4)
        #expect(o.column == x.column + 12)
        // Free cells show their number, dimmed; the centre has the focus.
        #expect(frame.text(ofRow: x.row).contains("│  X  │  2  │  3  │"))
        #expect(frame[x.offsetBy(columns: 6)]?.style.isDim == true)
        let centre = x.offsetBy(columns: 6, rows: 2)
        #expect(frame[centre]?.character == "5")
        #expect(frame[centre]?.style.isInverse == true)
        #expect(frame[centre.offsetBy(columns: -2)]?.style.isInverse == true)
        #expect(frame[centre.offsetBy(columns: -6)]?.style.isInverse == false)
    }

    @Test func anAlertShowsBelowTheScreenWithItsFirstActionFocused() throws {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        game.announce("Alice won!")

        let frame = session.frame
        let board = try #require(frame.position(of: "└─────┴─────┴─────┘"))
        let title = try #require(frame.position(of: "Alice won!"))
        #expect(title.row == board.row + 2)
        #expect(frame.style(of: "Alice won!")?.isBold == true)
        let button = try #require(frame.position(of: "▶ Close Game ◀"))
        #expect(button.row == title.row + 2)
        #expect(frame.style(of: "▶ Close Game ◀")?.isInverse == true)
        #expect(frame.style(of: "Alice (X)")?.isDim == false)
        #expect(frame.lines.last?.contains("Enter closes") == true)
    }

    @Test func aTerminalTallEnoughShowsEverythingWithoutScrolling() throws {
        let fits = makeSession(showing: FormViewController(), size: TerminalSize(columns: 40, rows: 18)).0.frame
        #expect(fits.position(of: "Login") != nil)
        #expect(fits.lines.first?.hasPrefix("╭") == true)
        #expect(!fits.screenText.contains("▼"))
    }

    /// Content never makes the terminal too small: below the fixed minimum only.
    @Test func onlyATerminalBelowTheMinimumIsTooSmall() throws {
        let smallest = makeSession(showing: FormViewController(), size: FramePainter.minimumSize).0.frame
        #expect(smallest.position(of: "Player 1 name") != nil)
        #expect(!smallest.screenText.contains("Terminal too small"))

        let narrow = makeSession(showing: FormViewController(), size: TerminalSize(columns: 39, rows: 40)).0.frame
        #expect(narrow.position(of: "Login") == nil)
        #expect(narrow.screenText.contains("Terminal too small"))

        let short = makeSession(showing: FormViewController(), size: TerminalSize(columns: 60, rows: 11)).0.frame
        #expect(short.screenText.contains("Terminal too small: need 40×12, have 60×11"))
    }

    @Test func aVerySmallTerminalGetsTheMessageOnSeveralLines() {
        let frame = makeSession(showing: FormViewController(), size: TerminalSize(columns: 30, rows: 10)).0.frame

        let lines = frame.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines == ["Terminal too small:", "need 40×12,", "have 30×10"])
    }

    @Test func aWideTerminalCentresTheSameCard() throws {
        let narrow = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 40, rows: 18)).0.frame
        let wide = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 120, rows: 40)).0.frame

        let narrowTitle = try #require(narrow.position(of: "Start Game"))
        let wideTitle = try #require(wide.position(of: "Start Game"))
        #expect(wideTitle.column == narrowTitle.column + 40)
        #expect(wide.lines.filter { $0.contains("│") }.count == narrow.lines.filter { $0.contains("│") }.count)
        #expect(wide.lines.last?.contains("Enter presses") == true)
    }

    @Test func wideCharacterNamesKeepTheLayout() throws {
        let latin = makeSession(showing: ScoreViewController(player1: "Abcdefgh", player2: "Bob")).0.frame
        let wide = makeSession(showing: ScoreViewController(player1: "李小龍🎉", player2: "Bob")).0.frame

        // Both names take 8 columns, so "(0)" after them starts in the same column...
        let latinScore = try #require(latin.position(of: "Abcdefgh (0)"))
        let wideScore = try #require(wide.position(of: "李小龍🎉 (0)"))
        #expect(wideScore == latinScore)
        #expect(columnOfText("(0)", inRow: wideScore.row, of: wide) == columnOfText("(0)", inRow: latinScore.row, of: latin))
        // ...and the card's right border stays where it is on every row.
        #expect(columnOfText("│", inRow: wideScore.row, of: wide, last: true) == columnOfText("│", inRow: wideScore.row + 1, of: wide, last: true))
        #expect(wide.style(of: "李小龍🎉 (0)")?.foreground == .red)
    }

    @Test func namesTooWideForTheCardAreCutWithAnEllipsis() throws {
        let name = String(repeating: "龍", count: 20)
        let frame = makeSession(showing: ScoreViewController(player1: name, player2: "Bob")).0.frame

        let row = try #require(frame.lines.firstIndex { $0.contains("龍") })
        #expect(frame.text(ofRow: row).contains("…"))
        #expect(!frame.text(ofRow: row).contains("(0)"))
        #expect(columnOfText("│", inRow: row, of: frame, last: true) == columnOfText("│", inRow: row + 1, of: frame, last: true))
    }

    @Test func typedTextTooWideForAFieldShowsItsEnd() throws {
        let form = FormViewController()
        form.maxWidth = 40
        let (session, _) = makeSession(showing: form)
        for character in "李小龍李小龍李小龍李小龍abc" {
            session.handle(.character(character))
        }

        let frame = session.frame
        let row = try #require(frame.lines.firstIndex { $0.contains("abc") })
        #expect(frame.text(ofRow: row).contains("…"))
        #expect(frame.text(ofRow: row).contains("龍abc"))
        #expect(columnOfText("│", inRow: row, of: frame, last: true) == columnOfText("│", inRow: row + 1, of: frame, last: true))
    }

    // MARK: - Private

    /// The screen column of `text`'s first (or last) occurrence in `row`.
    private func columnOfText(_ text: String, inRow row: Int, of frame: TerminalBuffer, last: Bool = false) -> Int? {
        let inRow = frame.positions(of: text).filter { $0.row == row }
        return (last ? inRow.last : inRow.first)?.column
    }

    /// Memory, drawing time and output must not grow with the terminal: a huge one gets the
    /// largest frame, centred.
    @Test func aHugeTerminalGetsABoundedFrameCentred() throws {
        let huge = TerminalSize(columns: 10_000, rows: 10_000)
        let (session, _) = makeSession(showing: FormViewController(), size: huge)
        var writes: [String] = []

        session.startDrawing { writes.append($0) }

        #expect(session.frame.size == TerminalSession.largestFrame)
        #expect(session.frame.position(of: "Who is playing?") != nil)
        let output = try #require(writes.last)
        #expect(output.utf8.count < 4 * TerminalSession.largestFrame.columns * TerminalSession.largestFrame.rows)
        // Cleared around the frame, whose top left cell is at the centre less half its size.
        let left = (huge.columns - TerminalSession.largestFrame.columns) / 2 + 1
        let top = (huge.rows - TerminalSession.largestFrame.rows) / 2 + 1
        #expect(output.contains("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[\(top);\(left)H"))
    }
}

import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Keys to focus moves and user actions.
@MainActor
struct KeyHandlingTests {

    private func type(_ text: String, into session: TerminalSession) {
        for character in text {
            session.handle(.character(character))
        }
    }

    // MARK: - Forms

    @Test func typingEditsTheFocusedFieldAndBackspaceDeletes() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)

        type("Alicf", into: session)
        session.handle(.backspace)
        type("e", into: session)

        #expect(form.text(inField: "player1") == "Alice")
        #expect(form.text(inField: "player2") == "")
        #expect(session.frame.position(of: "Alice") != nil)
    }

    @Test func fieldsKeepAtMostTheirMaximumWidth() {
        let form = FormViewController()
        form.maxWidth = 3
        let (session, _) = makeSession(showing: form)

        type("Bobby", into: session)

        #expect(form.text(inField: "player1") == "Bob")
        #expect(session.frame.lines.last?.contains("at most 3 columns fit") == true)
    }

    @Test func aPasteIsDrawnOnceAndWhatDoesNotFitIsTurnedAway() {
        let form = FormViewController()
        form.maxWidth = 3
        let (session, _) = makeSession(showing: form)
        var writes: [String] = []
        session.startDrawing { writes.append($0) }
        writes = []

        let continuation = session.handle(Array(repeating: "Bobby", count: 200).joined().map(Key.character))

        #expect(continuation == .readNextKey)
        #expect(form.text(inField: "player1") == "Bob")
        #expect(session.focus == .field("player1"))
        #expect(session.frame.lines.last?.contains("at most 3 columns fit") == true)
        #expect(writes.count == 1)
        #expect(writes.first?.contains("Bob") == true)
    }

    @Test func keysAfterARefusedPasteAreHandledAsTyped() {
        let form = FormViewController()
        form.maxWidth = 3
        let (session, _) = makeSession(showing: form)
        // Past the full field: letters, a wide character, a combining mark that still joins
        // the last letter, more letters, then a Tab to the next field and a name there.
        let paste = "Bobby" + "界" + "\u{301}" + "yy"
        let keys = paste.unicodeScalars.map { Key.character(Character($0)) } + [.tab] + "Al".map(Key.character)

        session.handle(keys)

        #expect(form.text(inField: "player1") == "Bob\u{301}")
        #expect(form.text(inField: "player2") == "Al")
        #expect(session.focus == .field("player2"))
    }

    @Test func ctrlCAmongKeysQuitsAtOnceAndHandlesNoneOfThem() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)
        var writes: [String] = []
        session.startDrawing { writes.append($0) }
        writes = []

        #expect(session.handle([.character("A"), .tab, .interrupt, .character("B"), .enter]) == .quit)

        #expect(form.text(inField: "player1") == "")
        #expect(form.text(inField: "player2") == "")
        #expect(session.focus == .field("player1"))
        #expect(form.tappedButtons.isEmpty)
        #expect(writes.isEmpty)
    }

    @Test func keysAfterAQuittingQAreNotHandled() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)
        session.handle(.backTab)

        #expect(session.handle([.character("q"), .tab, .enter]) == .quit)

        #expect(session.focus == .button("login"))
        #expect(form.tappedButtons.isEmpty)
    }

    @Test func enterMovesFromFieldToFieldThenPressesTheButton() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)

        type("Alice", into: session)
        session.handle(.enter)
        type("Bob", into: session)
        session.handle(.enter)
        #expect(form.tappedButtons.isEmpty)
        session.handle(.enter)

        #expect(form.text(inField: "player2") == "Bob")
        #expect(form.tappedButtons == ["login"])
    }

    @Test func tabAndShiftTabGoRoundAndArrowsStopAtTheEnds() {
        let (session, _) = makeSession(showing: FormViewController())
        #expect(session.focus == .field("player1"))

        session.handle(.tab)
        #expect(session.focus == .field("player2"))
        session.handle(.tab)
        #expect(session.focus == .button("login"))
        session.handle(.tab)
        #expect(session.focus == .field("player1"))
        session.handle(.backTab)
        #expect(session.focus == .button("login"))
        session.handle(.down)
        #expect(session.focus == .button("login"))
        session.handle(.up)
        session.handle(.left)
        #expect(session.focus == .field("player1"))
        session.handle(.up)
        #expect(session.focus == .field("player1"))
        session.handle(.right)
        #expect(session.focus == .field("player2"))
    }

    @Test func qAndTAreTypedInFieldsButCtrlCQuitsAnywhere() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)

        #expect(session.handle(.character("q")) == .readNextKey)
        #expect(session.handle(.character("t")) == .readNextKey)
        #expect(form.text(inField: "player1") == "qt")
        #expect(session.handle(.interrupt) == .quit)
    }

    @Test func qQuitsOutsideFields() {
        let (session, _) = makeSession(showing: FormViewController())
        session.handle(.backTab)

        #expect(session.handle(.character("q")) == .quit)
    }

    @Test func escapeAndUnusedKeysChangeNothing() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)
        session.handle(.tab)
        session.handle(.tab)

        session.handle(.escape)
        session.handle(.character("x"))
        session.handle(.character("5"))

        #expect(session.focus == .button("login"))
        #expect(form.tappedButtons.isEmpty)
    }

    // MARK: - New screens

    @Test func aNewScreenFocusesItsFirstElement() {
        let (session, window) = makeSession(showing: FormViewController())
        session.handle(.tab)

        window.rootViewController = ScoreViewController()

        #expect(session.focus == .button("startGame"))
        session.handle(.enter)
        #expect((window.rootViewController as? ScoreViewController)?.tappedButtons == ["startGame"])
    }

    // MARK: - Board

    @Test func theBoardFocusStartsInTheCentreOrOnTheFirstFreeCell() {
        let game = BoardViewController()
        let (session, window) = makeSession(showing: game)
        #expect(session.focus == .gridCell(grid: "board", at: GridPosition(row: 1, column: 1)))

        let taken = BoardViewController()
        taken.board.cells[1][1] = GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken.")
        taken.board.cells[0][0] = GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "Taken.")
        window.rootViewController = ScoreViewController()
        window.rootViewController = taken

        #expect(session.focus == .gridCell(grid: "board", at: GridPosition(row: 0, column: 1)))
    }

    @Test func digitsTakeCellsNumberedLikeAPhoneKeypad() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        for digit in ["1", "3", "9", "0"] {
            session.handle(.character(Character(digit)))
        }

        #expect(game.taps.map { [$0.row, $0.column] } == [[0, 0], [0, 2], [2, 2]])
        #expect(session.focus == .gridCell(grid: "board", at: GridPosition(row: 2, column: 2)))
    }

    @Test func onlyTheASCIIDigitsTakeCells() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        // Digits of other scripts, Roman numerals, circled and fullwidth digits, superscripts.
        session.handle("五Ⅸ①１٣৫²".map(Key.character))

        #expect(game.taps.isEmpty)
    }

    @Test func ctrlZSuspendsWithoutHandlingTheKeysBehindIt() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)

        #expect(session.handle([.character("A"), .suspend, .character("B")]) == .suspend)
        #expect(form.text(inField: "player1") == "A")
    }

    /// Combining marks, thousands of them on one letter, as a paste brings them.
    @Test func aPasteOfCombiningMarksStopsAtTheLimitOfOneCharacter() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form)

        session.handle([.character("Z")] + Array(repeating: .character("\u{301}"), count: 20_000) + [.character("a")])

        let text = form.text(inField: "player1")
        #expect(text.count == 2)
        #expect(text.unicodeScalars.count == FieldText.maxScalarsPerCharacter + 1)
        #expect(text.hasSuffix("a"))
    }

    /// Whether a cell may be taken is the app's rule: a tap on a cell it disabled is refused
    /// with the app's reason, which the status line shows.
    @Test func aTapOnATakenCellIsRefusedWithTheAppsReason() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        session.handle(.character("5"))
        session.handle(.character("5"))

        #expect(game.taps.map { [$0.row, $0.column] } == [[1, 1]])
        #expect(session.frame.lines.last?.contains("Taken.") == true)
    }

    @Test func arrowsMoveBetweenCellsStoppingAtTheEdgesAndEnterTakesOne() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        session.handle(.up)
        session.handle(.up)
        session.handle(.left)
        #expect(session.focus == .gridCell(grid: "board", at: GridPosition(row: 0, column: 0)))
        session.handle(.right)
        session.handle(.down)
        session.handle(.enter)

        #expect(game.taps.map { [$0.row, $0.column] } == [[1, 1]])
    }

    @Test func qOnTheBoardAsksFirstAndASecondQQuits() {
        let (session, _) = makeSession(showing: BoardViewController())

        #expect(session.handle(.character("q")) == .readNextKey)
        #expect(session.frame.lines.last?.contains("Leave the board? q again quits; any other key carries on.") == true)
        #expect(session.handle(.character("q")) == .quit)
    }

    @Test func anyOtherKeyAfterTheQuestionPlaysOn() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)

        session.handle(.character("q"))
        session.handle(.character("5"))

        #expect(game.taps.count == 1)
        #expect(session.frame.lines.last?.contains("q again quits") == false)
        // Asked again: the question holds for the key right after it only.
        #expect(session.handle(.character("q")) == .readNextKey)
    }

    // MARK: - Hints

    /// The status line's hint on each kind of screen names only keys that do something there.
    @Test func hintsNameOnlyTheKeysThatWorkOnTheScreen() {
        let tree = InspectedTree()
        let (form, _) = makeSession(showing: FormViewController())
        #expect(form.frame.lines.last?.contains("Type text · Enter or Tab: next · ↑↓ focus · Ctrl-C quits") == true)

        // One button: nothing to move to.
        let (start, _) = makeSession(showing: ScoreViewController())
        start.followRIBTree(with: tree.inspector)
        #expect(start.frame.lines.last?.contains("Enter presses · t RIB tree · q quits") == true)

        let game = BoardViewController()
        let (board, _) = makeSession(showing: game)
        board.followRIBTree(with: tree.inspector)
        #expect(board.frame.lines.last?.contains("1–9 or arrows, Enter taps · PgUp PgDn Home End · t RIB tree · q quits") == true)

        // One action: Enter closes, and Tab or the arrows would change nothing.
        game.announce("It's a draw!")
        #expect(board.frame.lines.last?.contains("Enter closes · t RIB tree · q quits") == true)
        board.handle(.enter)
        game.announce("Again?", actions: ["Yes", "No"])
        #expect(board.frame.lines.last?.contains("Enter chooses · Tab ←→ focus · t RIB tree · q quits") == true)
    }

    /// Without a tree to follow, the panel would be empty: `t` is not offered.
    @Test func withoutAFollowedTreeTheHintLeavesTheTreePanelOut() {
        let (start, _) = makeSession(showing: ScoreViewController())

        #expect(start.frame.lines.last?.contains("Enter presses · q quits") == true)
    }

    // MARK: - Alerts

    @Test func enterClosesTheAlertWithItsFirstAction() {
        let game = BoardViewController()
        let (session, window) = makeSession(showing: game)
        game.announce("It's a draw!")
        #expect(session.focus == .alertAction(0))

        session.handle(.character("5"))
        #expect(game.taps.isEmpty)
        session.handle(.enter)

        #expect(game.closedAlerts == ["Close Game"])
        #expect(window.content?.alert == nil)
        #expect(session.focus == .gridCell(grid: "board", at: GridPosition(row: 1, column: 1)))
    }

    @Test func tabChoosesAnotherAlertActionAndQQuits() {
        let game = BoardViewController()
        let (session, _) = makeSession(showing: game)
        game.announce("Again?", actions: ["Yes", "No"])

        session.handle(.tab)
        #expect(session.frame.position(of: "▶ No ◀") != nil)
        #expect(session.frame.position(of: "[ Yes ]") != nil)
        #expect(session.handle(.character("q")) == .quit)
        session.handle(.enter)

        #expect(game.closedAlerts == ["No"])
    }
}

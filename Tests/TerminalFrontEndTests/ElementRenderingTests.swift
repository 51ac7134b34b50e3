import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Lists, toggles, choices, progress bars, button roles and grids drawn: focused, disabled, and
/// with texts too long for the card.
@MainActor
struct ElementRenderingTests {

    // MARK: - Lists

    @Test func theFocusedRowShowsItsActionsAndTheOthersOnlyTheirCheckBoxes() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(3)]))
        let frame = session.frame

        let first = try #require(frame.position(of: "[ ] Errand 1"))
        #expect(frame[first.offsetBy(columns: -2)]?.character == "▶")
        #expect(frame.style(of: "[ ] Errand 1")?.isInverse == true)
        #expect(frame.text(ofRow: first.row).contains("[Remove]"))
        #expect(frame.style(of: "[Remove]")?.foreground == .red)
        #expect(frame.style(of: "[Remove]")?.isInverse == false)
        let second = try #require(frame.position(of: "[ ] Errand 2"))
        #expect(second.row == first.row + 1)
        #expect(!frame.text(ofRow: second.row).contains("Remove"))
        #expect(!frame.text(ofRow: second.row).contains("▶"))
        #expect(frame.style(of: "[ ] Errand 2")?.isInverse == false)
    }

    @Test func theActionPickedWithTheArrowsShowsInReverseVideo() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(2, checked: true)]))

        session.handle(.right)

        let frame = session.frame
        #expect(frame.style(of: "[Remove]")?.isInverse == true)
        #expect(frame.style(of: "[x] Errand 1")?.isInverse == false)
        #expect(frame.text(ofRow: try #require(frame.position(of: "[x] Errand 1")).row).contains("▶"))
    }

    @Test func aDisabledRowActionIsDimAndRowsWithoutCheckBoxesShowNone() throws {
        let actions = [RowAction(id: "lend", title: "Lend", isEnabled: false, disabledReason: "Already lent.")]
        let (session, _) = makeSession(showing: ElementsViewController([errands(1, checked: nil, actions: actions)]))

        let frame = session.frame
        #expect(frame.style(of: "[Lend]")?.isDim == true)
        #expect(frame.position(of: "[ ]") == nil)
        #expect(frame.position(of: "Errand 1") != nil)
    }

    @Test func aRowsDetailShowsDimmedAfterItsTitle() throws {
        let list = ScreenElement.list(List(id: "books", rows: [ListRow(id: "b1", title: "Dune", detail: "Herbert")]))
        let frame = makeSession(showing: ElementsViewController([.label(Label("Books")), list])).0.frame

        let title = try #require(frame.position(of: "Dune"))
        let detail = try #require(frame.position(of: "· Herbert"))
        #expect(detail.row == title.row)
        #expect(frame.style(of: "· Herbert")?.isDim == true)
    }

    @Test func longRowTitlesAreCutWithAnEllipsisAndTheActionsStayWhole() throws {
        let long = String(repeating: "Very long errand ", count: 10)
        let list = ScreenElement.list(List(id: "errands", rows: [
            ListRow(id: "a", title: long, isChecked: false, actions: [RowAction(id: "remove", title: "Remove")]),
        ]))
        let frame = makeSession(showing: ElementsViewController([list])).0.frame

        let row = try #require(frame.position(of: "[ ] Very long")).row
        let text = frame.text(ofRow: row)
        #expect(text.contains("…"))
        #expect(text.contains("[Remove]"))
        #expect(cardRightBorder(inRow: row, of: frame) == cardRightBorder(inRow: row - 1, of: frame))
    }

    @Test func anEmptyListShowsItsEmptyTextDimmedAndTakesNoFocus() {
        let (session, _) = makeSession(showing: ElementsViewController([errands(0), .button(Button(id: "add", title: "Add"))]))

        #expect(session.frame.style(of: "No errands left")?.isDim == true)
        #expect(session.focus == .button("add"))
    }

    // MARK: - Toggles, choices, progress

    @Test func aToggleShowsItsStateAtTheRightAndTheFocusInReverseVideo() throws {
        let (session, _) = makeSession(showing: ElementsViewController([
            .toggle(Toggle(id: "hide", title: "Hide done errands", isOn: true)),
            .toggle(Toggle(id: "sync", title: "Sync", isOn: false, isEnabled: false, disabledReason: "Offline.")),
        ]))
        let frame = session.frame

        let hide = try #require(frame.position(of: "Hide done errands"))
        #expect(frame.text(ofRow: hide.row).contains("[ on]"))
        #expect(frame[hide.offsetBy(columns: -2)]?.character == "▶")
        #expect(frame.style(of: "Hide done errands")?.isInverse == true)
        #expect(frame.style(of: "[ on]")?.isBold == true)
        #expect(frame.text(ofRow: try #require(frame.position(of: "Sync")).row).contains("[off]"))
        #expect(frame.style(of: "Sync")?.isDim == true)
        #expect(frame.style(of: "[off]")?.isDim == true)
    }

    @Test func aChoiceShowsItsOptionBetweenArrowsCutToFit() throws {
        let long = String(repeating: "Alphabetical ", count: 5)
        let (session, _) = makeSession(showing: ElementsViewController([
            .choice(Choice(id: "sort", title: "Sort by", options: ["Added", long], selected: 0)),
            .choice(Choice(id: "view", title: "View", options: ["List"], selected: nil, isEnabled: false)),
        ]))
        #expect(session.frame.position(of: "< Added >") != nil)
        #expect(session.frame.style(of: "Sort by")?.isInverse == true)
        #expect(session.frame.position(of: "< — >") != nil)
        #expect(session.frame.style(of: "View")?.isDim == true)

        let frame = makeSession(showing: ElementsViewController([
            .choice(Choice(id: "sort", title: "Sort by", options: ["Added", long], selected: 1)),
        ])).0.frame
        let row = try #require(frame.position(of: "Sort by")).row
        #expect(frame.text(ofRow: row).contains("< Alphabetical"))
        #expect(frame.text(ofRow: row).contains("… >"))
    }

    @Test func aProgressBarShowsHowFarInBlocksAndPercent() throws {
        let frame = makeSession(showing: ElementsViewController([
            .progress(ProgressBar(id: "a", title: "Upload", fraction: 0.4)),
            .progress(ProgressBar(id: "b", title: "Beyond", fraction: 7)),
        ])).0.frame

        let upload = frame.text(ofRow: try #require(frame.position(of: "Upload")).row)
        #expect(upload.contains("40%"))
        let done = upload.filter { $0 == "█" }.count
        let toDo = upload.filter { $0 == "░" }.count
        #expect(done == Int(Double(done + toDo) * 0.4))
        let beyond = frame.text(ofRow: try #require(frame.position(of: "Beyond")).row)
        #expect(beyond.contains("100%"))
        #expect(!beyond.contains("░"))
    }

    // MARK: - Buttons

    @Test func buttonsShowTheirRoleAndADisabledOneIsDimAndDashed() throws {
        let (session, _) = makeSession(showing: ElementsViewController([
            .button(Button(id: "save", title: "Save", role: .primary)),
            .button(Button(id: "delete", title: "Delete all", role: .destructive)),
            .button(Button(id: "send", title: "Send", isEnabled: false, disabledReason: "Type a message first.")),
        ]))
        session.handle(.tab)
        let frame = session.frame

        #expect(frame.style(of: "Save")?.isBold == true)
        #expect(frame.style(of: "Save")?.isInverse == false)
        #expect(frame.style(of: "Delete all") == CellStyle(foreground: .red, isBold: true, isInverse: true))
        let send = try #require(frame.position(of: "Send"))
        #expect(frame.style(of: "Send")?.isDim == true)
        #expect(frame.style(of: "Send")?.isBold == false)
        #expect(frame.text(ofRow: send.row).contains("┆"))
        #expect(frame.text(ofRow: send.row - 1).contains("┄"))
        #expect(!frame.text(ofRow: try #require(frame.position(of: "Save")).row).contains("┆"))
    }

    // MARK: - Grids

    /// A 3×3 grid, such as TicTacToe's board, is boxed, its empty cells showing the digits
    /// that tap them.
    @Test func aThreeByThreeGridIsBoxedWithTheDigitsThatTapItsEmptyCells() throws {
        let cells: [[GridCell?]] = [[GridCell(symbol: "X", color: .red, isEnabled: false), nil, nil],
                                    [nil, nil, nil],
                                    [nil, nil, GridCell(symbol: "O", color: .blue, isEnabled: false)]]
        let grid = makeSession(showing: ElementsViewController([dots(rows: 3, columns: 3, cells: cells)])).0.frame
        let game = BoardViewController()
        game.board.cells[0][0] = GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken.")
        game.board.cells[2][2] = GridCell(symbol: "O", color: .blue, isEnabled: false, disabledReason: "Taken.")
        let board = makeSession(showing: game).0.frame

        for frame in [grid, board] {
            let top = try #require(frame.position(of: "┌─────┬─────┬─────┐"))
            #expect(frame.text(ofRow: top.row + 1).contains("│  X  │  2  │  3  │"))
            #expect(frame.text(ofRow: top.row + 3).contains("│  4  │  5  │  6  │"))
            #expect(frame.text(ofRow: top.row + 5).contains("│  O  │"))
            #expect(frame.text(ofRow: top.row + 6).contains("└─────┴─────┴─────┘"))
            // The centre has the focus: the whole cell in reverse video.
            let centre = top.offsetBy(columns: 7, rows: 3)
            #expect((0..<5).allSatisfy { frame[centre.offsetBy(columns: $0)]?.style.isInverse == true })
            #expect(frame[centre.offsetBy(columns: -2)]?.style.isInverse == false)
        }
        #expect(grid.style(of: "X")?.foreground == .red)
        #expect(grid.style(of: "2")?.isDim == true)
        // A disabled cell keeps its symbol bold in its colour: the symbol is what it shows.
        #expect(grid.style(of: "X")?.isDim == false)
        #expect(grid.style(of: "X")?.isBold == true)
        // A disabled grid dims its symbols.
        var disabled = Grid(id: "dots", rows: 3, columns: 3, cells: cells)
        disabled.isEnabled = false
        let dimmed = makeSession(showing: ElementsViewController([.grid(disabled)])).0.frame
        #expect(dimmed.style(of: "X")?.isDim == true)
    }

    @Test func highlightedCellsAreFilledInReverseVideoAndBold() throws {
        let cells: [[GridCell?]] = [[GridCell(symbol: "X", color: .red), nil]]
        let (session, _) = makeSession(showing: ElementsViewController([
            dots(rows: 1, columns: 2, cells: cells, highlighted: [GridPosition(row: 0, column: 0)]),
        ]))
        session.handle(.right)

        let x = try #require(session.frame.position(of: "X"))
        for column in -2...2 {
            #expect(session.frame[x.offsetBy(columns: column)]?.style == CellStyle(foreground: .red, isBold: true, isInverse: true))
        }
    }

    @Test func aDisabledGridIsDrawnDim() throws {
        let frame = makeSession(showing: ElementsViewController([dots(rows: 2, columns: 2, isEnabled: false)])).0.frame

        #expect(frame.style(of: "┌─────┬─────┐")?.isDim == true)
    }

    /// A grid larger than a board is compact; one wider than the card shows the columns around
    /// the focus, its cut sides dashed.
    @Test func aLargeGridIsCompactAndShowsTheColumnsAroundTheFocus() throws {
        let (session, _) = makeSession(showing: ElementsViewController([dots(rows: 32, columns: 32)]))
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 15, column: 15)))
        let frame = session.frame

        #expect(!frame.screenText.contains("Terminal too small"))
        let focused = try #require(frame.position(of: "[·]"))
        #expect(frame.style(of: "[·]")?.isInverse == true)
        #expect(frame.text(ofRow: focused.row).contains("┆ ·  ·"))
        #expect(frame.text(ofRow: focused.row).contains("·  · ┆"))
        #expect(frame.text(ofRow: focused.row).filter { $0 == "·" }.count == 24)

        session.handle(Array(repeating: .left, count: 20))

        let left = session.frame.text(ofRow: try #require(session.frame.position(of: "[·]")).row)
        #expect(left.contains("│[·]"))
        #expect(left.contains("┆"))

        session.handle(.end)

        let right = session.frame.text(ofRow: try #require(session.frame.position(of: "[·]")).row)
        #expect(right.contains("┆ ·"))
        #expect(right.contains("[·]│"))
        #expect(right.filter { $0 == "·" }.count == 24)
    }

    // MARK: - Private

    private func cardRightBorder(inRow row: Int, of frame: TerminalBuffer) -> Int? {
        frame.positions(of: "│").filter { $0.row == row }.last?.column
    }
}

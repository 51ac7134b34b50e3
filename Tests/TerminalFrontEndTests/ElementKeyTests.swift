import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Keys on lists, toggles, choices and grids, to the user actions the window delivers; and
/// what the window refuses, said in the status line.
@MainActor
struct ElementKeyTests {

    // MARK: - Lists

    @Test func arrowsGoFromRowToRowAndSpaceOrEnterChecksTheFocusedOne() {
        let screen = ElementsViewController([errands(3)])
        let (session, _) = makeSession(showing: screen)

        session.handle(.down)
        session.handle(.character(" "))
        session.handle(.down)
        session.handle(.enter)
        session.handle(.up)

        #expect(screen.calls == ["check errands/e2 true", "check errands/e3 true"])
        #expect(session.focus == .row(list: "errands", index: 1, action: nil))
    }

    @Test func rightPicksARowActionWhichEnterChoosesAndLeftGoesBackToTheRow() {
        let actions = [RowAction(id: "lend", title: "Lend"), RowAction(id: "remove", title: "Remove", role: .destructive)]
        let screen = ElementsViewController([errands(2, actions: actions)])
        let (session, _) = makeSession(showing: screen)

        session.handle([.down, .right, .right, .right, .enter])
        #expect(session.focus == .row(list: "errands", index: 1, action: 1))
        session.handle([.left, .enter, .left, .left, .enter])

        #expect(screen.calls == ["remove errands/e2", "lend errands/e2", "check errands/e2 true"])
        #expect(session.focus == .row(list: "errands", index: 1, action: nil))
    }

    @Test func onARowWithoutCheckBoxEnterChoosesItsFirstActionAndSpaceDoesNothing() {
        let screen = ElementsViewController([errands(1, checked: nil)])
        let (session, _) = makeSession(showing: screen)

        session.handle(.character(" "))
        session.handle(.enter)

        #expect(screen.calls == ["remove errands/e1"])
    }

    @Test func pastEitherEndOfAListTheArrowsGoToTheNextElement() {
        let (session, _) = makeSession(showing: ElementsViewController([
            .button(Button(id: "above", title: "Above")), errands(2), .button(Button(id: "below", title: "Below")),
        ]))

        session.handle(.down)
        #expect(session.focus == .row(list: "errands", index: 0, action: nil))
        session.handle([.down, .down])
        #expect(session.focus == .button("below"))
        session.handle(.up)
        #expect(session.focus == .row(list: "errands", index: 1, action: nil))
        session.handle(.tab)
        session.handle(.backTab)
        #expect(session.focus == .row(list: "errands", index: 0, action: nil))
    }

    @Test func pastTheLastRowOfTheLastElementTheFocusStays() {
        let (session, _) = makeSession(showing: ElementsViewController([.button(Button(id: "above", title: "Above")), errands(3)]))

        session.handle([.end, .down, .down])

        #expect(session.focus == .row(list: "errands", index: 2, action: nil))
    }

    @Test func aRowRemovedLeavesTheFocusOnTheRowThatTookItsPlace() {
        let screen = ElementsViewController([errands(3)])
        let (session, _) = makeSession(showing: screen)
        session.handle([.down, .down, .right])

        screen.show([errands(2)])
        #expect(session.focus == .row(list: "errands", index: 1, action: 0))

        screen.show([errands(0), .button(Button(id: "add", title: "Add"))])
        #expect(session.focus == .button("add"))
    }

    // MARK: - Toggles and choices

    @Test func spaceAndEnterFlipAToggle() {
        let screen = ElementsViewController([.toggle(Toggle(id: "hide", title: "Hide", isOn: false))])
        let (session, _) = makeSession(showing: screen)

        session.handle(.character(" "))
        screen.show([.toggle(Toggle(id: "hide", title: "Hide", isOn: true))])
        session.handle(.enter)

        #expect(screen.calls == ["toggle hide true", "toggle hide false"])
        #expect(session.frame.lines.last?.contains("Space or Enter flips") == true)
    }

    @Test func leftAndRightChangeAChoiceStoppingAtTheEndsAndEnterGoesRound() {
        let screen = ElementsViewController([.choice(Choice(id: "sort", title: "Sort", options: ["A", "B", "C"], selected: 2))])
        let (session, _) = makeSession(showing: screen)

        session.handle(.right)
        session.handle(.left)
        session.handle(.enter)
        session.handle(.character(" "))

        #expect(screen.calls == ["choose sort 1", "choose sort 0", "choose sort 0"])
    }

    // MARK: - Grids

    @Test func aGridIsEnteredAtItsEnabledCellNearestTheCentre() {
        let taken = GridCell(symbol: "●", isEnabled: false)
        let (session, window) = makeSession(showing: ElementsViewController([dots(rows: 3, columns: 4)]))
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 1, column: 1)))

        window.rootViewController = ScoreViewController()
        window.rootViewController = ElementsViewController([dots(rows: 3, columns: 3, cells: [[nil, nil, nil], [taken, taken, nil]])])

        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 0, column: 1)))
    }

    @Test func arrowsGoFromCellToCellStoppingAtTheEdgesAndEnterTaps() {
        let screen = ElementsViewController([dots(rows: 6, columns: 7)])
        let (session, _) = makeSession(showing: screen)

        session.handle([.up, .up, .up, .left, .enter])
        session.handle(Array(repeating: .right, count: 9) + [.down, .enter])
        session.handle([.end, .enter, .home, .character(" ")])

        #expect(screen.calls == ["tap dots 0,2", "tap dots 1,6", "tap dots 5,6", "tap dots 0,0"])
    }

    @Test func digitsTapTheCellsOfASmallGridInReadingOrder() {
        let screen = ElementsViewController([dots(rows: 3, columns: 3)])
        let (session, _) = makeSession(showing: screen)

        session.handle("1390".map(Key.character))

        #expect(screen.calls == ["tap dots 0,0", "tap dots 0,2", "tap dots 2,2"])
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 2, column: 2)))
        #expect(session.frame.lines.last?.contains("1–9 or arrows, Enter taps") == true)
    }

    @Test func digitsPastASmallGridsCellsTapNothing() {
        let screen = ElementsViewController([dots(rows: 2, columns: 2)])
        let (session, _) = makeSession(showing: screen)

        session.handle(.character("5"))

        #expect(screen.calls.isEmpty)
        #expect(session.frame.lines.last?.contains("no such cell") == false)
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 0, column: 0)))
        session.handle(.character("4"))
        #expect(screen.calls == ["tap dots 1,1"])
    }

    @Test func digitsTapNothingOnALargerGrid() {
        let screen = ElementsViewController([dots(rows: 4, columns: 4)])
        let (session, _) = makeSession(showing: screen)

        session.handle("15".map(Key.character))

        #expect(screen.calls.isEmpty)
    }

    // MARK: - Refusals

    @Test func whatTheWindowRefusesTheStatusLineSaysInTheAppsWords() {
        let taken = GridCell(symbol: "●", isEnabled: false, disabledReason: "That cell has a dot already.")
        let screen = ElementsViewController([
            dots(rows: 1, columns: 1, cells: [[taken]]),
            .button(Button(id: "send", title: "Send", isEnabled: false, disabledReason: "Type a message first.")),
        ])
        let (session, _) = makeSession(showing: screen)

        session.handle(.enter)
        #expect(session.frame.lines.last?.contains("That cell has a dot already.") == true)
        session.handle(.tab)
        #expect(!(session.frame.lines.last?.contains("dot already") ?? true))
        session.handle(.enter)
        #expect(session.frame.lines.last?.contains("Type a message first.") == true)
        #expect(screen.calls.isEmpty)
    }

    @Test func aDisabledGridSaysWhyForEveryCell() {
        let screen = ElementsViewController([dots(rows: 2, columns: 2, isEnabled: false)])
        let (session, _) = makeSession(showing: screen)

        session.handle(.character("3"))

        #expect(session.frame.lines.last?.contains("The grid is locked.") == true)
        #expect(screen.calls.isEmpty)
    }
}

import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// The mouse wheel: in a list or a grid it moves the focus three rows; elsewhere, and at a
/// list's or grid's end, it moves the view three rows, the focus going along to stay in view.
/// It never checks, taps or presses anything.
@MainActor
struct WheelScrollingTests {

    /// Whether the focus is wholly in the view drawn last.
    private func focusIsInView(_ session: TerminalSession) -> Bool {
        guard let focus = session.focus, let view = session.view, let screen = session.content?.screen,
              let wanted = view.layout.rows(showing: focus, on: screen) else {
            return false
        }
        return wanted.lowerBound >= session.scrollOffset && wanted.upperBound <= session.scrollOffset + view.rows
    }

    /// Twelve buttons, each three rows tall with a blank row after it: 47 rows of content, 19
    /// of which show on 80×24.
    private func buttons(_ range: ClosedRange<Int> = 1...12) -> [ScreenElement] {
        range.map { .button(Button(id: "b\($0)", title: "Button \($0)")) }
    }

    @Test func inAThousandRowListTheWheelMovesTheFocusThreeRowsAndTheViewFollows() throws {
        let screen = ElementsViewController([.label(Label("Errands", role: .heading)), errands(1_000)])
        let (session, _) = makeSession(showing: screen)

        session.handle(.wheelDown)
        #expect(session.focus == .row(list: "errands", index: 3, action: nil))
        #expect(session.scrollOffset == 0)
        session.handle(Array(repeating: .wheelDown, count: 5))
        // Row 18 is the content's row 20: the view moved just enough to show it.
        #expect(session.focus == .row(list: "errands", index: 18, action: nil))
        #expect(session.scrollOffset == 2)
        #expect(session.frame.position(of: "▶ [ ] Errand 19") != nil)

        session.handle(Array(repeating: .wheelDown, count: 400))
        #expect(session.focus == .row(list: "errands", index: 999, action: nil))
        #expect(session.frame.position(of: "▶ [ ] Errand 1000") != nil)
        let end = session.scrollOffset
        session.handle(.wheelDown)
        #expect(session.focus == .row(list: "errands", index: 999, action: nil))
        #expect(session.scrollOffset == end)

        session.handle(.wheelUp)
        #expect(session.focus == .row(list: "errands", index: 996, action: nil))
        #expect(session.scrollOffset == end)
        #expect(screen.calls.isEmpty)
    }

    /// At a list's last row the wheel scrolls what lies below into view; once the row leaves
    /// the view, the first button in view takes the focus.
    @Test func atTheEndOfAListTheWheelMovesTheView() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(5)] + buttons()))

        session.handle([.wheelDown, .wheelDown])
        #expect(session.focus == .row(list: "errands", index: 4, action: nil))
        #expect(session.scrollOffset == 0)
        session.handle(.wheelDown)
        #expect(session.focus == .row(list: "errands", index: 4, action: nil))
        #expect(session.scrollOffset == 3)
        session.handle(.wheelDown)
        // Rows 6 on show: the list's rows are gone, Button 1 (rows 6 to 8) shows whole.
        #expect(session.scrollOffset == 6)
        #expect(session.focus == .button("b1"))
        #expect(focusIsInView(session))
    }

    /// One read may hold many notches: the list's end, then the view, in one go.
    @Test func manyNotchesInOneReadGoOnFromWhereTheFocusWent() {
        let (session, _) = makeSession(showing: ElementsViewController([errands(5)] + buttons()))

        session.handle([.wheelDown, .wheelDown, .wheelDown, .wheelDown])

        #expect(session.scrollOffset == 6)
        #expect(session.focus == .button("b1"))
    }

    @Test func onATallScreenOfButtonsTheWheelMovesTheViewAndTheFocusStaysInIt() throws {
        let screen = ElementsViewController(buttons())
        let (session, _) = makeSession(showing: screen)
        let viewRows = try #require(session.view?.rows)
        let contentRows = try #require(session.view?.layout.contentHeight)

        session.handle(.wheelDown)
        // Button 1 (rows 0 to 2) left the view; Button 2 (rows 4 to 6) is the first whole one in it.
        #expect(session.scrollOffset == 3)
        #expect(session.focus == .button("b2"))
        session.handle(.wheelDown)
        // Button 2 left it too.
        #expect(session.scrollOffset == 6)
        #expect(session.focus == .button("b3"))

        session.handle(Array(repeating: .wheelDown, count: 20))
        #expect(session.scrollOffset == contentRows - viewRows)
        let focusAtTheEnd = session.focus
        #expect(focusIsInView(session))
        // At the end a notch down changes nothing: the view cannot move, the focus need not.
        session.handle(.wheelDown)
        #expect(session.scrollOffset == contentRows - viewRows)
        #expect(session.focus == focusAtTheEnd)

        session.handle(.wheelUp)
        #expect(session.scrollOffset == contentRows - viewRows - 3)
        #expect(focusIsInView(session))
        session.handle(Array(repeating: .wheelUp, count: 20))
        // Back at the top, the last button wholly in view has the focus: Button 5, rows 16 to 18.
        #expect(session.scrollOffset == 0)
        #expect(session.focus == .button("b5"))
        #expect(screen.calls.isEmpty)
    }

    /// At the top, a notch up moves nothing: the focus on the last button in view stays.
    @Test func atTheTopANotchUpChangesNothing() {
        let (session, _) = makeSession(showing: ElementsViewController(buttons()))
        session.handle(Array(repeating: .tab, count: 4))
        #expect(session.focus == .button("b5"))

        session.handle(.wheelUp)

        #expect(session.scrollOffset == 0)
        #expect(session.focus == .button("b5"))
    }

    /// A screen with nothing to focus scrolls too: the wheel is the only way to read it.
    @Test func aScreenWithNothingToFocusScrollsWithTheWheel() {
        let (session, _) = makeSession(showing: ElementsViewController((1...40).map { .label(Label("Line \($0)")) }))

        session.handle(.wheelDown)

        #expect(session.focus == nil)
        #expect(session.scrollOffset == 3)
        #expect(session.frame.position(of: "Line 2 ") == nil)
        #expect(session.frame.position(of: "Line 3 ") != nil)
    }

    /// In a tall grid the focus moves three rows of cells in its column; past the grid's last
    /// row the view moves, and coming back the focus enters the grid at the last row of cells
    /// wholly in view.
    @Test(arguments: [(rows: 40, columns: 10), (rows: 8, columns: 8)])
    func inAGridTheWheelMovesTheFocusByThreeRowsOfCells(rows: Int, columns: Int) throws {
        let screen = ElementsViewController([dots(rows: rows, columns: columns)] + buttons(1...6))
        let (session, _) = makeSession(showing: screen)
        guard case let .gridCell(_, entry) = session.focus else {
            Issue.record("the grid has no focus: \(String(describing: session.focus))")
            return
        }

        session.handle(.wheelDown)
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: entry.row + 3, column: entry.column)))
        // To the last row, in one read: the notches past it would move the view.
        session.handle(Array(repeating: .wheelDown, count: (rows - 1 - (entry.row + 3) + 2) / 3))
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: rows - 1, column: entry.column)))
        var notches = 0
        while case .gridCell = session.focus, notches < 100 {
            session.handle(.wheelDown)
            notches += 1
            #expect(focusIsInView(session))
        }
        #expect(session.focus == .button("b1"))

        while session.focus == .button("b1"), notches < 200 {
            session.handle(.wheelUp)
            notches += 1
        }
        // Back into the grid at its last row, in the column it is entered at.
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: rows - 1, column: entry.column)))
        #expect(focusIsInView(session))
        #expect(screen.calls.isEmpty)
    }

    /// Between the grid and the buttons, labels taller than the view: scrolling up from the
    /// buttons, the focus goes past them to the grid's last row, and the view with it.
    @Test func theFocusGoesPastWhatTakesNoFocusToTheNextThatDoes() throws {
        let labels: [ScreenElement] = (1...12).map { .label(Label("Line \($0)")) }
        let (session, _) = makeSession(showing: ElementsViewController([dots(rows: 10, columns: 10)] + labels + buttons(1...3)))
        session.handle(.backTab)
        #expect(session.focus == .button("b3"))

        var notches = 0
        while case .button = session.focus, notches < 100 {
            session.handle(.wheelUp)
            notches += 1
            #expect(focusIsInView(session))
        }

        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 9, column: 4)))
        #expect(focusIsInView(session))
        session.handle(Array(repeating: .wheelUp, count: 10))
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 0, column: 4)))
        #expect(session.scrollOffset == 0)
    }

    /// The alert shows over the tall screen behind it, which stays where it was.
    @Test func whileAnAlertShowsTheWheelDoesNothing() {
        let screen = ElementsViewController(buttons())
        let (session, _) = makeSession(showing: screen)
        var closed: [String] = []
        let alert = AlertController(title: "Saved")
        alert.addAction(AlertAction(title: "OK") { closed.append("OK") })
        screen.present(alert)

        session.handle([.wheelDown, .wheelDown, .wheelUp, .wheelDown])

        #expect(session.focus == .alertAction(0))
        #expect(session.scrollOffset == 0)
        #expect(closed.isEmpty)
    }

    /// A screen whose Grow button adds twelve buttons above it.
    private final class GrowingViewController: ViewController {
        private var hasGrown = false

        override var screen: Screen {
            Screen(title: "Growing", elements: (hasGrown ? (1...12).map { .button(Button(id: "b\($0)", title: "Button \($0)")) } : [])
                   + [.button(Button(id: "grow", title: "Grow"))])
        }

        override func buttonTapped(_ id: String) {
            hasGrown = true
            setNeedsDisplay()
        }
    }

    /// A notch in the same read as a key that changed the screen, before the frame for it is
    /// drawn: the last frame's layout no longer fits the screen, and the notch is let go.
    @Test func aNotchAfterAKeyThatChangedTheScreenInTheSameReadIsLetGo() {
        let (session, _) = makeSession(showing: GrowingViewController())

        session.handle([.enter, .wheelUp])
        // Thirteen buttons take 51 rows, 19 of which show: the frame scrolled to Grow, the last.
        #expect(session.scrollOffset == 32)
        #expect(session.focus == .button("grow"))

        session.handle(.wheelUp)
        #expect(session.scrollOffset == 29)
        #expect(session.focus == .button("b12"))
    }

    /// While only watching a replay, the wheel does nothing, as the arrows do not.
    @Test func whileWatchingTheWheelDoesNothing() {
        let (session, _) = makeSession(showing: ElementsViewController(buttons()))
        session.isWatchOnly = true

        session.handle(.wheelDown)

        #expect(session.scrollOffset == 0)
        #expect(session.focus == .button("b1"))
    }
}

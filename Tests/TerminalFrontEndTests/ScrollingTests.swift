import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// Content taller than the terminal scrolls, the focus always in view; Page Up, Page Down,
/// Home and End.
@MainActor
struct ScrollingTests {

    /// The row of the focused list row's title, failing when it is not on screen.
    private func focusedRowTitle(in session: TerminalSession) -> String? {
        guard case let .row(_, index, _) = session.focus else {
            return nil
        }
        return session.frame.position(of: "Errand \(index + 1) ").map { _ in "Errand \(index + 1)" }
    }

    @Test func aThousandRowsAtEightyByTwentyFourShowTheFirstAndEndShowsTheLast() throws {
        let screen = ElementsViewController([.label(Label("Errands", role: .heading)), errands(1_000)])
        let (session, _) = makeSession(showing: screen)
        let first = session.frame

        #expect(first.position(of: "Errands") != nil)
        #expect(first.position(of: "[ ] Errand 1 ") != nil)
        #expect(first.position(of: "Errand 17 ") != nil)
        #expect(first.position(of: "Errand 18 ") == nil)
        #expect(first.lines[first.size.rows - 2].contains("▼"))
        #expect(!first.lines[0].contains("▲"))

        session.handle(.end)

        let last = session.frame
        #expect(session.focus == .row(list: "errands", index: 999, action: nil))
        #expect(last.position(of: "▶ [ ] Errand 1000") != nil)
        // 19 rows of content show on 24 rows: the last 19 errands.
        #expect(last.position(of: "Errand 982 ") != nil)
        #expect(last.position(of: "Errand 981 ") == nil)
        #expect(last.lines[0].contains("▲"))
        #expect(!last.lines[last.size.rows - 2].contains("▼"))

        session.handle(.character(" "))
        #expect(screen.calls == ["check errands/e1000 true"])

        session.handle(.home)
        #expect(session.focus == .row(list: "errands", index: 0, action: nil))
        #expect(session.frame.position(of: "▶ [ ] Errand 1 ") != nil)
        #expect(session.frame.position(of: "Errand 1000") == nil)
    }

    /// Content that shrinks below the view is shown from its top, never from past its end.
    @Test func aListThatShrinksIsShownWhole() {
        let screen = ElementsViewController([errands(100)])
        let (session, _) = makeSession(showing: screen)
        session.handle(.end)

        screen.show([errands(10)])

        #expect(session.focus == .row(list: "errands", index: 9, action: nil))
        #expect(session.frame.position(of: "[ ] Errand 1 ") != nil)
        #expect(session.frame.position(of: "▶ [ ] Errand 10") != nil)
        #expect(!session.frame.screenText.contains("▲"))
    }

    /// A new screen starts at its top, even one with nothing to focus.
    @Test func aNewScreenShowsItsTopWhereverTheOldOneWasScrolled() {
        let (session, window) = makeSession(showing: ElementsViewController([errands(1_000)]))
        session.handle(.end)

        window.rootViewController = ElementsViewController((1...40).map { .label(Label("Line \($0)")) })

        #expect(session.focus == nil)
        #expect(session.frame.position(of: "Line 1 ") != nil)
    }

    @Test func pageDownAndUpMoveTheFocusByWhatShowsAndKeepItInView() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(100)]))
        let viewRows = try #require(session.view?.rows)

        session.handle(.pageDown)
        #expect(session.focus == .row(list: "errands", index: viewRows - 1, action: nil))
        #expect(focusedRowTitle(in: session) != nil)
        session.handle(.pageDown)
        session.handle(.pageDown)
        #expect(session.focus == .row(list: "errands", index: 3 * (viewRows - 1), action: nil))
        #expect(focusedRowTitle(in: session) != nil)
        session.handle(.pageUp)
        #expect(session.focus == .row(list: "errands", index: 2 * (viewRows - 1), action: nil))
        #expect(focusedRowTitle(in: session) != nil)
        session.handle(Array(repeating: .pageUp, count: 5))
        #expect(session.focus == .row(list: "errands", index: 0, action: nil))
        session.handle(Array(repeating: .pageDown, count: 10))
        #expect(session.focus == .row(list: "errands", index: 99, action: nil))
    }

    /// The view moves only as far as the focus needs: inside the view, the focus moves alone.
    @Test func theFocusIsAlwaysInViewAndTheViewMovesOnlyWhenItMust() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(60)]), size: TerminalSize(columns: 40, rows: 12))

        var offsets: [Int] = []
        for _ in 0..<59 {
            session.handle(.down)
            #expect(focusedRowTitle(in: session) != nil, "\(String(describing: session.focus)):\n\(session.frame.screenText)")
            offsets.append(session.scrollOffset)
        }
        // A 12-row terminal shows 7 rows of content: the view starts moving at the 7th row.
        #expect(offsets.prefix(6).allSatisfy { $0 == 0 })
        #expect(offsets[6] == 1)
        #expect(offsets.last == 53)
        session.handle(Array(repeating: .up, count: 3))
        #expect(session.scrollOffset == 53)
    }

    @Test func elementsBelowTheViewScrollIntoItWithTab() throws {
        let elements: [ScreenElement] = (1...8).map { .button(Button(id: "b\($0)", title: "Button \($0)")) }
        let (session, _) = makeSession(showing: ElementsViewController(elements))
        #expect(session.frame.position(of: "Button 8") == nil)

        session.handle(.backTab)

        #expect(session.focus == .button("b8"))
        let row = session.frame.text(ofRow: try #require(session.frame.position(of: "Button 8")).row)
        #expect(row.contains("▶") && row.contains("◀"))
        #expect(session.frame.position(of: "Button 1") == nil)
    }

    /// An element half in view is cut at the view's edge: nothing of it lands on the card's
    /// border or the blank row inside it.
    @Test func anElementHalfInViewIsCutAtTheViewsEdge() throws {
        let elements: [ScreenElement] = (1...8).map { .button(Button(id: "b\($0)", title: "Button \($0)")) }
        let (session, _) = makeSession(showing: ElementsViewController(elements), size: TerminalSize(columns: 40, rows: 14))

        session.handle(.backTab)

        let frame = session.frame
        let top = try #require(frame.lines.firstIndex { $0.contains("╭") })
        #expect(frame.text(ofRow: top).contains("Elements"))
        #expect(frame.text(ofRow: top + 1).trimmingCharacters(in: .whitespaces) == "│                                      │")
        // Only the bottom edge of the button above shows, right under the blank row.
        #expect(frame.text(ofRow: top + 2).contains("╰"))
        #expect(frame.position(of: "Button 6") == nil)
    }

    @Test func pageKeysOutsideListsGoToTheElementAboutAPageAway() {
        let elements: [ScreenElement] = (1...12).map { .button(Button(id: "b\($0)", title: "Button \($0)")) }
        let (session, _) = makeSession(showing: ElementsViewController(elements))

        // A button and its gap take 4 rows, and 19 rows show at once: 4 buttons a page on.
        session.handle(.pageDown)
        #expect(session.focus == .button("b5"))
        session.handle(.pageUp)
        #expect(session.focus == .button("b1"))
        session.handle(.end)
        #expect(session.focus == .button("b12"))
        session.handle(.home)
        #expect(session.focus == .button("b1"))
    }

    /// A page key read with the key before it, whose press grew the screen above the focus, is
    /// handled with the layout drawn before that press: it must not look for elements that
    /// layout does not have.
    @Test func aPageKeyAfterAPressThatGrewTheScreenInTheSameReadMovesTheFocusSafely() {
        final class GrowingViewController: ViewController {
            var elements: [ScreenElement] = (1...12).map { .button(Button(id: "b\($0)", title: "Button \($0)")) }
            override var screen: Screen {
                Screen(title: "Growing", elements: elements)
            }
            override func buttonTapped(_ id: String) {
                elements.insert(contentsOf: (1...10).map { .label(Label("Note \($0)")) }, at: 0)
                setNeedsDisplay()
            }
        }
        let screen = GrowingViewController()
        let (session, _) = makeSession(showing: screen)
        session.handle(.end)

        session.handle([.enter, .pageUp])
        session.handle([.enter, .pageDown])

        #expect(screen.elements.count == 32)
        #expect(session.focus.map { if case .button = $0 { true } else { false } } == true)
        #expect(session.frame.position(of: "Button") != nil)
    }

    @Test func aTallGridScrollsToTheFocusedCellAndPagesByRowsOfCells() throws {
        let (session, _) = makeSession(showing: ElementsViewController([dots(rows: 40, columns: 10)]))

        session.handle(.end)
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 39, column: 9)))
        let bottom = try #require(session.frame.position(of: "[·]"))
        #expect(session.frame.text(ofRow: bottom.row + 1).contains("╰"))
        session.handle(.pageUp)
        let viewRows = try #require(session.view?.rows)
        #expect(session.focus == .gridCell(grid: "dots", at: GridPosition(row: 39 - (viewRows - 1), column: 9)))
        #expect(session.frame.position(of: "[·]") != nil)
    }

    /// Grid row r takes the drawn rows from 2r (boxed) or r (compact) to 3 rows below that.
    @Test func theRowsOfCellsNearestAnEdgeOfTheView() {
        let boxed = GridGeometry(rows: 8, columns: 8, width: 60, focusedColumn: nil)
        #expect(boxed.style == .boxed)
        #expect([-5, 0, 1, 2, 3, 14, 15, 16].map { boxed.firstCellRow(startingAtOrBelow: $0) } == [0, 0, 1, 1, 2, 7, nil, nil])
        #expect([2, 3, 4, 5, 6, 17, 40].map { boxed.lastCellRow(endingAtOrAbove: $0) } == [nil, 0, 0, 1, 1, 7, 7])

        let compact = GridGeometry(rows: 40, columns: 10, width: 60, focusedColumn: nil)
        #expect(compact.style == .compact)
        #expect([-1, 0, 7, 39, 40].map { compact.firstCellRow(startingAtOrBelow: $0) } == [0, 0, 7, 39, nil])
        #expect([2, 3, 10, 42, 100].map { compact.lastCellRow(endingAtOrAbove: $0) } == [nil, 0, 7, 39, 39])
        #expect(GridGeometry(rows: 0, columns: 0, width: 60, focusedColumn: nil).lastCellRow(endingAtOrAbove: 10) == nil)
    }

    /// A list of any length costs what the screen shows: a hundred thousand rows draw and page
    /// as quickly as a hundred.
    @Test func aHugeListDrawsOnlyTheRowsInView() {
        let huge = ElementsViewController([errands(100_000)])
        let (session, _) = makeSession(showing: huge)
        let clock = ContinuousClock()

        let elapsed = clock.measure {
            for _ in 0..<20 {
                session.handle(.pageDown)
            }
            session.handle(.end)
        }

        #expect(session.frame.position(of: "Errand 100000") != nil)
        #expect(elapsed < .seconds(5))
    }

    @Test func theViewIsClippedInsideTheCardsBorder() throws {
        let (session, _) = makeSession(showing: ElementsViewController([errands(50)]), size: TerminalSize(columns: 40, rows: 12))
        session.handle(Array(repeating: .down, count: 20))
        let frame = session.frame

        let top = try #require(frame.lines.firstIndex { $0.contains("╭") })
        let bottom = try #require(frame.lines.firstIndex { $0.contains("╰") })
        #expect(!frame.text(ofRow: top + 1).contains("Errand"))
        #expect(!frame.text(ofRow: bottom - 1).contains("Errand"))
        #expect(frame.text(ofRow: bottom).contains("▼"))
        #expect(frame.text(ofRow: top).contains("▲"))
    }
}

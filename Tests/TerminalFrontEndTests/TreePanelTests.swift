import RIBs
import RIBsInspector
import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// The live RIB tree and its lifecycle beside the game.
@MainActor
struct TreePanelTests {

    @Test func tKeyShowsAndHidesThePanelBesideTheGame() throws {
        let tree = InspectedTree()
        tree.root.children.first?.children.first?.interactable.deactivate()
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 24))
        session.followRIBTree(with: tree.inspector)
        #expect(session.frame.position(of: "─ RIB tree ─") == nil)

        session.handle(.character("t"))

        let frame = session.frame
        let title = try #require(frame.position(of: "─ RIB tree ─"))
        let card = try #require(frame.position(of: "TicTacToe"))
        #expect(title.column > card.column + 20)
        #expect(frame.position(of: "RootRouter (active)") != nil)
        #expect(frame.position(of: "└── LoggedInRouter (active)") != nil)
        #expect(frame.position(of: "└── TicTacToeRouter (inactive)") != nil)
        #expect(frame.style(of: "RootRouter (active)")?.foreground == .green)
        #expect(frame.style(of: "    └── TicTacToeRouter (inactive)")?.isDim == true)

        session.handle(.character("t"))

        #expect(session.frame.position(of: "─ RIB tree ─") == nil)
    }

    @Test func thePanelListsTheNewestEventsLastWithTheirTimesAsManyAsFit() throws {
        let tree = InspectedTree()
        let loggedIn = try #require(tree.root.children.first)
        let ticTacToe = try #require(loggedIn.children.first)
        tree.clock.advance(bySeconds: 1)
        for _ in 0..<2 {
            loggedIn.detachChild(ticTacToe)
            loggedIn.attachChild(ticTacToe)
        }
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 80, rows: 24))
        session.followRIBTree(with: tree.inspector)
        session.isTreePanelShown = true

        let frame = session.frame
        let heading = try #require(frame.position(of: "Lifecycle, newest first"))
        // Every character here takes one column: the panel's text is at the heading's columns.
        let shown = ((heading.row + 1)..<(frame.size.rows - 3)).map { row in
            let line = Array(frame.text(ofRow: row))
            return String(line[heading.column..<(heading.column + 34)]).trimmingCharacters(in: .whitespaces)
        }
        // 21 events; below the tree and the heading, the 23-row panel has room for 14, newest first.
        #expect(tree.inspector.timeline.events.count == 21)
        #expect(shown == [
            "5.2s activated   TicTacToeRouter",
            "5.2s attached    TicTacToeRouter",
            "5.2s detached    TicTacToeRouter",
            "5.2s deactivated TicTacToeRouter",
            "5.2s activated   TicTacToeRouter",
            "5.2s attached    TicTacToeRouter",
            "5.2s detached    TicTacToeRouter",
            "5.2s deactivated TicTacToeRouter",
            "4.2s loaded      TicTacToeRouter",
            "4.2s activated   TicTacToeRouter",
            "4.2s attached    TicTacToeRouter",
            "4.2s detached    OffGameRouter",
            "4.2s deactivated OffGameRouter",
            "1.5s loaded      OffGameRouter",
        ])
        #expect(frame.style(of: "deactivated OffGameRouter")?.foreground == .red)
        #expect(frame.style(of: "attached    TicTacToeRouter")?.foreground == .green)
        #expect(frame.style(of: "4.2s deactivated")?.isDim == true)
        // The panel ends above the status line, with its bottom border.
        #expect(frame.text(ofRow: frame.size.rows - 2).contains("╰"))
    }

    @Test func aWorkflowsStepsShowTheirNumberAndPhaseWithTheRouterTheyActOn() throws {
        var timeline = InspectorTimeline(capacity: 10)
        timeline.append(TimelineEvent(sequence: 1, elapsedMicroseconds: 300_000, kind: .workflowStepStarted, router: "RootRouter",
                                      workflow: "LaunchGameWorkflow", step: 1))
        timeline.append(TimelineEvent(sequence: 2, elapsedMicroseconds: 2_100_000, kind: .workflowStepFinished, router: "RootRouter",
                                      workflow: "LaunchGameWorkflow", step: 1))
        timeline.append(TimelineEvent(sequence: 3, elapsedMicroseconds: 2_100_000, kind: TimelineEvent.Kind(rawValue: "future"), router: "RootRouter"))
        let panel = TreePanel(inspection: InspectorSnapshot(tree: InspectorTreeNode(name: "RootRouter", isActive: true), timeline: timeline))
        var frame = TerminalBuffer(size: TerminalSize(columns: panel.width, rows: 12))

        panel.paint(into: &frame, at: CellPosition(column: 0, row: 0), rows: 12)

        #expect(frame.position(of: "0.3s step 1 runs RootRouter") != nil)
        #expect(frame.position(of: "2.1s step 1 done RootRouter") != nil)
        #expect(frame.position(of: "2.1s future      RootRouter") != nil)
        #expect(frame.style(of: "step 1 runs")?.foreground == .cyan)
    }

    @Test func eachSavedStateShowsUnderItsRouterWrappedOnTheTreesLines() throws {
        let tree = InspectorTreeNode(name: "RootRouter", isActive: true, savedState: #"{"loggedIn":{"player1Name":"Ann","player2Name":"Bob"}}"#, children: [
            InspectorTreeNode(name: "LoggedInRouter", isActive: true, children: [
                InspectorTreeNode(name: "TicTacToeRouter", isActive: true, savedState: String(repeating: "x", count: 200)),
            ]),
            InspectorTreeNode(name: "OtherRouter", isActive: false, savedState: "{}"),
        ])
        let panel = TreePanel(inspection: InspectorSnapshot(tree: tree, timeline: InspectorTimeline(capacity: 1)))
        var frame = TerminalBuffer(size: TerminalSize(columns: panel.width, rows: 16))

        panel.paint(into: &frame, at: CellPosition(column: 0, row: 0), rows: 16)

        let rows = (2..<11).map { frame.text(ofRow: $0) }
        #expect(panel.width == 38)
        #expect(rows == [
            "│ RootRouter (active)                │",
            #"│ │ {"loggedIn":{"player1Name":"Ann" │"#,
            #"│ │ ,"player2Name":"Bob"}}           │"#,
            "│ ├── LoggedInRouter (active)        │",
            "│ │   └── TicTacToeRouter (active)   │",
            "│ │         xxxxxxxxxxxxxxxxxxxxxxxx │",
            "│ │         xxxxxxxxxxxxxxxxxxxxxxxx │",
            "│ │         xxxxxxxxxxxxxxxxxxxxxxx… │",
            "│ └── OtherRouter (inactive)         │",
        ])
        #expect(frame.text(ofRow: 11) == "│       {}                           │")
        #expect(frame.style(of: #"{"loggedIn""#)?.foreground == .cyan)
    }

    /// A game left open for hours: the time keeps to its column, so that kinds and routers
    /// stay aligned and whole.
    @Test(arguments: [
        (Int64(999_900_000), "999.9s"),
        (Int64(1_000_000_000), " 1000s"),
        (Int64(99_999_000_000), "99999s"),
        (Int64(100_000_000_000), "   27h"),
    ])
    func longTimesKeepTheirColumn(elapsedMicroseconds: Int64, shown: String) throws {
        var timeline = InspectorTimeline(capacity: 10)
        timeline.append(TimelineEvent(sequence: 1, elapsedMicroseconds: elapsedMicroseconds, kind: .deactivated, router: "LoggedOutRouter"))
        let panel = TreePanel(inspection: InspectorSnapshot(tree: InspectorTreeNode(name: "RootRouter", isActive: true), timeline: timeline))
        var frame = TerminalBuffer(size: TerminalSize(columns: panel.width, rows: 8))

        panel.paint(into: &frame, at: CellPosition(column: 0, row: 0), rows: 8)

        #expect(frame.text(ofRow: 5) == "│ \(shown) deactivated LoggedOutRouter │")
    }

    @Test func thePanelDrawsAgainAtEachEvent() throws {
        let tree = InspectedTree()
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 30))
        session.followRIBTree(with: tree.inspector)
        session.isTreePanelShown = true
        let loggedIn = try #require(tree.root.children.first)
        let ticTacToe = try #require(loggedIn.children.first)

        tree.clock.advance(bySeconds: 10)
        loggedIn.detachChild(ticTacToe)

        let frame = session.frame
        #expect(frame.position(of: "└── TicTacToeRouter") == nil)
        #expect(frame.position(of: "14.2s detached    TicTacToeRouter") != nil)
    }

    @Test func aTerminalTooNarrowForThePanelSaysSoInTheStatusLine() throws {
        let tree = InspectedTree()
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 78, rows: 24))
        session.followRIBTree(with: tree.inspector)

        session.handle(.character("t"))

        let frame = session.frame
        #expect(frame.position(of: "─ RIB tree ─") == nil)
        #expect(frame.lines.last?.contains("The RIB tree needs 79 columns, the terminal has 78. t hides it.") == true)
        #expect(frame.position(of: "Start Game") != nil)
    }

    /// From the card's 40 columns to one short of the panel's 79, the note is never cut.
    @Test func theNoteThatThePanelDoesNotFitIsWholeAtEveryWidth() {
        for columns in 40...78 {
            let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: columns, rows: 24))
            session.followRIBTree(with: InspectedTree().inspector)

            session.handle(.character("t"))

            let note = (session.frame.lines.last ?? "").split(separator: " ").joined(separator: " ")
            #expect(note.contains("RIB tree") && note.contains("needs 79 columns") && note.hasSuffix(". t hides it."),
                    "\(columns) columns: \(note)")
        }
    }

    @Test func theTreeKeyIsTypedIntoAFocusedField() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form, size: TerminalSize(columns: 100, rows: 24))
        session.followRIBTree(with: InspectedTree().inspector)

        session.handle(.character("t"))

        #expect(!session.isTreePanelShown)
        #expect(form.text(inField: "player1") == "t")
    }

    /// `[` and `]` step through the history: the tree as it was after each event, the events
    /// up to it (the chosen one first, in reverse video); `\\` or `]` past the newest is live.
    @Test func bracketsRewindTheTreeEventByEventAndBackslashReturnsToLive() throws {
        let tree = InspectedTree()
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 30))
        session.followRIBTree(with: tree.inspector)
        session.isTreePanelShown = true
        let count = tree.inspector.timeline.events.count
        #expect(session.frame.position(of: "└── TicTacToeRouter (active)") != nil)

        // Back past TicTacToe's load, activation and attach, and OffGame's detach.
        for _ in 0..<4 {
            session.handle(.character("["))
        }

        var frame = session.frame
        #expect(frame.position(of: "RIB tree after event \(count - 4)/\(count)") != nil)
        #expect(frame.position(of: "Rewound: [ back · ] on · \\ live") != nil)
        #expect(frame.position(of: "TicTacToeRouter") == nil)
        #expect(frame.position(of: "└── OffGameRouter (inactive)") != nil, "deactivated, not yet detached")
        let chosen = frame.position(of: "deactivated OffGameRouter")
        #expect(chosen != nil)
        #expect(frame.style(of: "deactivated OffGameRouter")?.isInverse == true)
        #expect(frame.position(of: "detached    OffGameRouter") == nil, "later events are not listed")
        #expect((chosen?.row ?? 0) > (frame.position(of: "Rewound:")?.row ?? .max))

        session.handle(.character("]"))
        frame = session.frame
        #expect(frame.position(of: "RIB tree after event \(count - 3)/\(count)") != nil)
        #expect(frame.position(of: "── OffGameRouter") == nil, "detached")

        session.handle(.character("\\"))
        frame = session.frame
        #expect(frame.position(of: "─ RIB tree ─") != nil)
        #expect(frame.position(of: "Lifecycle, newest first") != nil)
        #expect(frame.position(of: "└── TicTacToeRouter (active)") != nil)

        session.handle(.character("["))
        for _ in 0..<3 {
            session.handle(.character("]"))
        }
        #expect(session.frame.position(of: "Lifecycle, newest first") != nil, "] past the newest is live")
    }

    @Test func theHeadingSaysHowManyOlderEventsWereDropped() {
        let tree = InspectedTree(capacity: 4)
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 30))
        session.followRIBTree(with: tree.inspector)
        session.isTreePanelShown = true

        #expect(session.frame.position(of: "Newest first, \(tree.inspector.timeline.droppedCount) older dropped") != nil)
        #expect(tree.inspector.timeline.droppedCount > 0)
    }

    /// While a replay plays, the player only watches: typing, Enter and the digits do nothing;
    /// the tree panel, its rewind and quitting still work.
    @Test func aWatchOnlySessionIgnoresGameKeys() {
        let form = FormViewController()
        let tree = InspectedTree()
        let (session, _) = makeSession(showing: form, size: TerminalSize(columns: 100, rows: 30))
        session.followRIBTree(with: tree.inspector)
        session.isWatchOnly = true

        session.handle([.character("A"), .tab, .character("B"), .enter, .character("5")])
        #expect(form.text(inField: "player1") == "")
        #expect(form.tappedButtons.isEmpty)
        #expect(session.frame.position(of: "t RIB tree · q quits") != nil)

        session.handle(.character("t"))
        #expect(session.frame.position(of: "─ RIB tree ─") != nil)
        session.handle(.character("["))
        #expect(session.frame.position(of: "Rewound:") != nil)
        #expect(session.handle(.character("q")) == .quit)
    }
}

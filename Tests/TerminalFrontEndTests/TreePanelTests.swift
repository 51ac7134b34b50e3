import RIBs
import ScreenKit
import Testing
@testable import TerminalFrontEnd

/// The live RIB tree beside the game.
@MainActor
struct TreePanelTests {

    private let tree = RouterTreeNode(name: "RootRouter", isActive: true, children: [
        RouterTreeNode(name: "LoggedInRouter", isActive: true, children: [
            RouterTreeNode(name: "OffGameRouter", isActive: false),
        ]),
    ])

    @Test func tKeyShowsAndHidesThePanelBesideTheGame() throws {
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 24))
        session.followRIBTree(snapshot: { tree }, changes: Empty().eraseToAnyPublisher())
        #expect(session.frame.position(of: "─ RIB tree ─") == nil)

        session.handle(.character("t"))

        let frame = session.frame
        let title = try #require(frame.position(of: "─ RIB tree ─"))
        let card = try #require(frame.position(of: "TicTacToe"))
        #expect(title.row == card.row)
        #expect(title.column > card.column + 20)
        #expect(frame.position(of: "RootRouter (active)") != nil)
        #expect(frame.position(of: "└── LoggedInRouter (active)") != nil)
        #expect(frame.position(of: "└── OffGameRouter (inactive)") != nil)
        #expect(frame.style(of: "RootRouter (active)")?.foreground == .green)
        #expect(frame.style(of: "    └── OffGameRouter (inactive)")?.isDim == true)

        session.handle(.character("t"))

        #expect(session.frame.position(of: "─ RIB tree ─") == nil)
    }

    @Test func aTerminalTooNarrowForThePanelSaysSoInTheStatusLine() throws {
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 60, rows: 24))
        session.followRIBTree(snapshot: { tree }, changes: Empty().eraseToAnyPublisher())

        session.handle(.character("t"))

        let frame = session.frame
        #expect(frame.position(of: "─ RIB tree ─") == nil)
        #expect(frame.lines.last?.contains("The RIB tree needs 77 columns, the terminal has 60") == true)
        #expect(frame.position(of: "Start Game") != nil)
    }

    @Test func thePanelFollowsAttachesAndDetaches() throws {
        let root = Router<any Interactable>(interactor: Interactor())
        root.interactable.activate()
        root.load()
        let (session, _) = makeSession(showing: ScoreViewController(), size: TerminalSize(columns: 100, rows: 24))
        let treeEvents = RIBEvents(following: root)
        session.followRIBTree(snapshot: { root.treeSnapshot() }, changes: treeEvents.events)
        session.isTreePanelShown = true
        #expect(session.frame.position(of: "└──") == nil)

        let child = Router<any Interactable>(interactor: Interactor())
        root.attachChild(child)

        #expect(session.frame.position(of: "└── \(child.treeSnapshot().name) (active)") != nil)

        root.detachChild(child)

        #expect(session.frame.position(of: "└──") == nil)
        withExtendedLifetime(treeEvents) {}
    }

    @Test func theTreeKeyIsTypedIntoAFocusedField() {
        let form = FormViewController()
        let (session, _) = makeSession(showing: form, size: TerminalSize(columns: 100, rows: 24))
        session.followRIBTree(snapshot: { tree }, changes: Empty().eraseToAnyPublisher())

        session.handle(.character("t"))

        #expect(!session.isTreePanelShown)
        #expect(form.text(inField: "player1") == "t")
    }
}

import RIBs
import Testing

@MainActor
struct RouterTreeNodeTests {

    @Test func snapshotRecordsNamesActivenessAndNesting() {
        let root = RootTestRouter(interactor: RecordingInteractor())
        let loggedIn = LoggedInTestRouter(interactor: RecordingInteractor())
        let offGame = OffGameTestRouter(interactor: RecordingInteractor())
        root.interactor.activate()
        root.load()
        root.attachChild(loggedIn)
        loggedIn.attachChild(offGame)
        offGame.interactor.deactivate()

        #expect(root.treeSnapshot() == RouterTreeNode(name: "RootTestRouter", isActive: true, children: [
            RouterTreeNode(name: "LoggedInTestRouter", isActive: true, children: [
                RouterTreeNode(name: "OffGameTestRouter", isActive: false),
            ]),
        ]))
    }

    @Test func snapshotDoesNotChangeWithTheTree() {
        let root = RootTestRouter(interactor: RecordingInteractor())
        let snapshot = root.treeSnapshot()

        root.interactor.activate()
        root.attachChild(LoggedInTestRouter(interactor: RecordingInteractor()))

        #expect(snapshot == RouterTreeNode(name: "RootTestRouter", isActive: false))
    }

    @Test func descriptionDrawsTheTree() {
        let tree = RouterTreeNode(name: "Root", isActive: true, children: [
            RouterTreeNode(name: "LoggedIn", isActive: true, children: [
                RouterTreeNode(name: "OffGame", isActive: false, children: [
                    RouterTreeNode(name: "Scoreboard", isActive: false),
                ]),
                RouterTreeNode(name: "TicTacToe", isActive: true),
            ]),
            RouterTreeNode(name: "Settings", isActive: false),
        ])

        #expect(tree.description == """
            Root (active)
            ├── LoggedIn (active)
            │   ├── OffGame (inactive)
            │   │   └── Scoreboard (inactive)
            │   └── TicTacToe (active)
            └── Settings (inactive)
            """)
    }

    @Test func descriptionOfALeafIsOneLine() {
        #expect(RouterTreeNode(name: "Root", isActive: false).description == "Root (inactive)")
    }

    @Test func aRoutersNameIsItsTypesNameWhicheverInstanceAsks() {
        let first = RootTestRouter(interactor: RecordingInteractor())
        let second = RootTestRouter(interactor: RecordingInteractor())
        let generic = Router<RecordingInteractor>(interactor: RecordingInteractor())

        #expect(RouterTreeNode.name(of: first) == "RootTestRouter")
        #expect(RouterTreeNode.name(of: second) == "RootTestRouter")
        #expect(RouterTreeNode.name(of: LoggedInTestRouter(interactor: RecordingInteractor())) == "LoggedInTestRouter")
        #expect(RouterTreeNode.name(of: generic) == "Router<RecordingInteractor>")
    }

    @Test func linesAreTheDescriptionsLines() {
        let tree = RouterTreeNode(name: "Root", isActive: true, children: [RouterTreeNode(name: "Child", isActive: true)])

        #expect(tree.lines() == ["Root (active)", "└── Child (active)"])
    }
}

@MainActor
private final class RootTestRouter: Router<RecordingInteractor> {}

@MainActor
private final class LoggedInTestRouter: Router<RecordingInteractor> {}

@MainActor
private final class OffGameTestRouter: Router<RecordingInteractor> {}

import RIBs
import RIBsInspector
import RIBsTesting
import ScreenKit
import Testing
@testable import TicTacToe

/// What the RIB inspector records of the real app: the facts the terminal's tree panel and the
/// web inspector show.
@MainActor
struct LifecycleTimelineTests {

    private let window = Window()
    private let driver: HeadlessDriver
    private let inspector: RIBInspector
    private let transcript: LifecycleTranscript

    init() {
        driver = HeadlessDriver(window: window)
        let app = TicTacToeApp.descriptor.build()
        inspector = RIBInspector(following: app.launchRouter, clock: InspectorClock { .zero })
        transcript = LifecycleTranscript(following: app.launchRouter)
        app.launch(in: window)
    }

    @Test func aLaunchALoginAndAGameGiveTheseEventsInThisOrder() throws {
        transcript.expect([
            "activated RootRouter",
            "loaded RootRouter",
            "attached LoggedOutRouter to RootRouter",
            "activated LoggedOutRouter",
            "loaded LoggedOutRouter",
        ])
        try driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
        try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
        transcript.expect([
            "deactivated LoggedOutRouter",
            "detached LoggedOutRouter from RootRouter",
            "attached LoggedInRouter to RootRouter",
            "activated LoggedInRouter",
            "loaded LoggedInRouter",
            "attached OffGameRouter to LoggedInRouter",
            "activated OffGameRouter",
            "loaded OffGameRouter",
        ])
        try driver.tapButton(titled: "Start Game")
        transcript.expect([
            "deactivated OffGameRouter",
            "detached OffGameRouter from LoggedInRouter",
            "attached TicTacToeRouter to LoggedInRouter",
            "activated TicTacToeRouter",
            "loaded TicTacToeRouter",
        ])
        for move in Game.aliceWins.moves {
            try driver.tapGridCell(row: move.row, column: move.column)
        }
        // Playing moves attaches and detaches nothing.
        transcript.expect([])
        try driver.chooseAlertAction(titled: "Close Game")
        transcript.expect([
            "deactivated TicTacToeRouter",
            "detached TicTacToeRouter from LoggedInRouter",
            "attached OffGameRouter to LoggedInRouter",
            "activated OffGameRouter",
            "loaded OffGameRouter",
        ])

        // The inspector's timeline holds the same 23 events, numbered.
        #expect(inspector.timeline.events.map(\.sequence) == Array(1...23))
        // Each RIB with its parts and what it would save: a teaching aid beside the structure.
        // LoggedIn is the tutorials' viewless RIB.
        #expect(inspector.tree == InspectorTreeNode(
            name: "RootRouter", isActive: true, savedState: #"{"loggedIn":{"player1Name":"Alice","player2Name":"Bob"}}"#,
            interactor: "RootInteractor", viewController: "RootViewController", children: [
                InspectorTreeNode(name: "LoggedInRouter", isActive: true,
                                  savedState: #"{"isGameInProgress":false,"score":{"drawCount":0,"player1Score":1,"player2Score":0}}"#,
                                  interactor: "LoggedInInteractor",
                                  children: [InspectorTreeNode(name: "OffGameRouter", isActive: true, interactor: "OffGameInteractor",
                                                               viewController: "OffGameViewController")]),
            ]))
    }
}

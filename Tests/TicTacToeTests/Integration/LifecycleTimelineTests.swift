import RIBs
import RIBsInspector
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

    init() {
        driver = HeadlessDriver(window: window)
        let launchRouter = TicTacToeApp.build().launchRouter
        inspector = RIBInspector(following: launchRouter, clock: InspectorClock { .zero })
        TicTacToeApp.launch(launchRouter, in: window)
    }

    @Test func aLaunchALoginAndAGameGiveTheseEventsInThisOrder() throws {
        let launch = timeline()
        try driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
        try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
        try driver.tapButton(titled: "Login")
        let login = timeline().dropFirst(launch.count)
        try driver.tapButton(titled: "Start Game")
        let start = timeline().dropFirst(launch.count + login.count)
        for move in Game.aliceWins.moves {
            try driver.tapCell(row: move.row, column: move.column)
        }
        #expect(timeline().count == launch.count + login.count + start.count, "playing moves attaches nothing")
        try driver.chooseAlertAction(titled: "Close Game")
        let end = timeline().dropFirst(launch.count + login.count + start.count)

        #expect(launch == [
            "activated RootRouter",
            "loaded RootRouter",
            "attached LoggedOutRouter to RootRouter",
            "activated LoggedOutRouter",
            "loaded LoggedOutRouter",
        ])
        #expect(Array(login) == [
            "deactivated LoggedOutRouter",
            "detached LoggedOutRouter from RootRouter",
            "attached LoggedInRouter to RootRouter",
            "activated LoggedInRouter",
            "loaded LoggedInRouter",
            "attached OffGameRouter to LoggedInRouter",
            "activated OffGameRouter",
            "loaded OffGameRouter",
        ])
        #expect(Array(start) == [
            "deactivated OffGameRouter",
            "detached OffGameRouter from LoggedInRouter",
            "attached TicTacToeRouter to LoggedInRouter",
            "activated TicTacToeRouter",
            "loaded TicTacToeRouter",
        ])
        #expect(Array(end) == [
            "deactivated TicTacToeRouter",
            "detached TicTacToeRouter from LoggedInRouter",
            "attached OffGameRouter to LoggedInRouter",
            "activated OffGameRouter",
            "loaded OffGameRouter",
        ])
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

    // MARK: - Private

    /// The timeline so far, one sentence an event.
    private func timeline() -> [String] {
        inspector.timeline.events.map { event in
            let parent = event.parent.map { (event.kind == .attached ? " to " : " from ") + $0 } ?? ""
            return "\(event.kind) \(event.router)\(parent)"
        }
    }
}

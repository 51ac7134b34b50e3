import RIBs
import RIBsInspector
import Testing
@testable import TicTacToe

/// A deep link's workflow, as the inspector's timeline shows it among the tree's lifecycle.
@MainActor
struct DeepLinkTimelineTests {

    private let app = AppHarness()

    @Test func theStepsShowWhereTheyWaitAndWhatTheyDo() throws {
        let inspector = RIBInspector(following: app.launchRouter)

        try app.open("ribs-training://launchGame?gameId=ticTacToe")

        #expect(entries(of: inspector) == ["workflowStepStarted RootRouter LaunchGameWorkflow step 1"])

        try app.logIn("Alice", "Bob")

        #expect(entries(of: inspector) == [
            "workflowStepStarted RootRouter LaunchGameWorkflow step 1",
            // Step 1 waits until the login has attached LoggedIn.
            "deactivated LoggedOutRouter",
            "detached LoggedOutRouter",
            "attached LoggedInRouter",
            "activated LoggedInRouter",
            "loaded LoggedInRouter",
            "attached OffGameRouter",
            "activated OffGameRouter",
            "loaded OffGameRouter",
            "workflowStepFinished RootRouter LaunchGameWorkflow step 1",
            // Step 2 replaces OffGame with the game.
            "workflowStepStarted LoggedInRouter LaunchGameWorkflow step 2",
            "deactivated OffGameRouter",
            "detached OffGameRouter",
            "attached TicTacToeRouter",
            "activated TicTacToeRouter",
            "loaded TicTacToeRouter",
            "workflowStepFinished LoggedInRouter LaunchGameWorkflow step 2",
        ])
    }

    @Test func aLinkDuringAGameShowsItsStepsAndNothingElse() throws {
        try app.logIn("Alice", "Bob")
        try app.driver.tapButton(titled: "Start Game")
        let inspector = RIBInspector(following: app.launchRouter)

        try app.open("ribs-training://launchGame?gameId=ticTacToe")

        #expect(entries(of: inspector) == [
            "workflowStepStarted RootRouter LaunchGameWorkflow step 1",
            "workflowStepFinished RootRouter LaunchGameWorkflow step 1",
            "workflowStepStarted LoggedInRouter LaunchGameWorkflow step 2",
            "workflowStepFinished LoggedInRouter LaunchGameWorkflow step 2",
        ])
    }

    // MARK: - Private

    private func entries(of inspector: RIBInspector) -> [String] {
        inspector.timeline.events.map { event in
            let step = event.step.map { " \(event.workflow ?? "?") step \($0)" } ?? ""
            return "\(event.kind) \(event.router)\(step)"
        }
    }
}

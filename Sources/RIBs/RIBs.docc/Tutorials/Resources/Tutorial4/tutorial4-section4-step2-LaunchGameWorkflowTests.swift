import Foundation
import Testing
@testable import TicTacToe

@MainActor
struct LaunchGameWorkflowTests {

    private let rootItem = RootActionableItemMock()
    private let loggedInItem = LoggedInActionableItemMock()

    @Test func waitsForTheLoginThenLaunchesTheGameTheLinkNames() throws {
        var launched: [GameID] = []
        loggedInItem.launchGameHandler = { launched.append($0) }
        let workflow = try LaunchGameWorkflow(url: try #require(URL(string: "ribs-training://launchGame?gameId=ticTacToe")))

        let subscription = workflow.subscribe(rootItem)
        defer { subscription.cancel() }

        // The first step asks Root to wait for the login; nothing else happens until then.
        #expect(rootItem.waitForLoginCallCount == 1)
        #expect(launched.isEmpty)

        rootItem.loggedInItemSubject.send(loggedInItem)

        #expect(launched == [.ticTacToe])
    }

    @Test func cancellingStopsAWorkflowStillWaitingForTheLogin() throws {
        let workflow = try LaunchGameWorkflow(url: try #require(URL(string: "ribs-training://launchGame?gameId=ticTacToe")))
        let subscription = workflow.subscribe(rootItem)

        subscription.cancel()
        rootItem.loggedInItemSubject.send(loggedInItem)

        #expect(loggedInItem.launchGameCallCount == 0)
    }

    @Test(arguments: [
        ("ribs-training://launchGame?gameId=chess", DeepLinkError.unknownGame("chess")),
        ("ribs-training://launchGame", .unknownGame(nil)),
        ("ribs-training://joinGame?gameId=ticTacToe", .notALaunchGameLink("ribs-training://joinGame?gameId=ticTacToe")),
        ("https://example.com/?gameId=ticTacToe", .notALaunchGameLink("https://example.com/?gameId=ticTacToe")),
    ])
    func aLinkToNoGameOfTheAppMakesNoWorkflow(link: String, error: DeepLinkError) throws {
        let url = try #require(URL(string: link))

        #expect(throws: error) {
            try LaunchGameWorkflow(url: url)
        }
    }
}

import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
@testable import WebFrontEnd
import WebTesting

/// The session's live RIB inspector, sent to its page on request.
@Suite(.timeLimit(.minutes(2)))
struct InspectorStreamTests {

    @Test func theInspectorShowsTheSessionsTreeAndItsEvents() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            try await page.send(#"{"v":1,"type":"showInspector","visible":true}"#)
            let snapshot = try #require(try await page.next().inspector)
            #expect(snapshot.format == "ribs-inspector")
            #expect(snapshot.type == "snapshot")
            #expect(snapshot.tree.lines() == ["RootRouter", "  LoggedOutRouter"])

            try await page.send(#"{"v":1,"type":"tapButton","id":"login"}"#)
            var events: [String] = []
            var lastTree: [String] = []
            var screens = 0
            var treeAfterTheScreen: ReceivedMessage.Inspector?
            while screens == 0 || events.count < 7 || treeAfterTheScreen == nil {
                let message = try await page.next()
                if let update = message.inspector, let event = update.event {
                    events.append("\(event.kind) \(event.router)")
                    lastTree = update.tree.lines()
                } else if let update = message.inspector, update.type == "tree" {
                    // After the screen: what each RIB would save changes with it.
                    #expect(screens == 1)
                    treeAfterTheScreen = update
                } else if message.type == "screen" {
                    screens += 1
                }
            }
            #expect(events.contains("detached LoggedOutRouter"))
            #expect(events.contains("attached LoggedInRouter"))
            #expect(events.contains("attached OffGameRouter"))
            #expect(lastTree == ["RootRouter", "  LoggedInRouter", "    OffGameRouter"])
            #expect(treeAfterTheScreen?.tree.state == #"{"loggedIn":{"player1Name":"Player 1","player2Name":"Player 2"}}"#)

            try await page.send(#"{"v":1,"type":"showInspector","visible":false}"#)
            try await page.send(#"{"v":1,"type":"tapButton","id":"startGame"}"#)
            let next = try await page.next()
            #expect(next.type == "screen")
        }
    }

    @Test func anotherSessionsEventsNeverReachThisPage() async throws {
        let (app, _) = try await TestServer.make()
        _ = try await app.test(.live) { client in
            try await client.withPage { watcher in
                _ = try await watcher.next()
                _ = try await watcher.nextScreen()
                try await watcher.send(#"{"v":1,"type":"showInspector","visible":true}"#)
                _ = try await watcher.next()
                try await client.withPage { player in
                    _ = try await player.next()
                    _ = try await player.nextScreen()
                    _ = try await player.logIn("Alice", "Bob")
                }
                // The watcher's own action answers first: no event of the other tree came before it.
                try await watcher.send(#"{"v":1,"type":"tapCell","row":0,"column":0}"#)
                let reply = try await watcher.next()
                #expect(reply.type == "error")
            }
        }
    }
}

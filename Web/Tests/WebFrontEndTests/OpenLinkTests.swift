import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Logging
import RIBs
import RIBsTesting
import ScreenKit
import TicTacToe
import Testing
@testable import WebFrontEnd
import WebTesting

/// Links a page hands over from its address (`/?open=…`): RIBs tutorial 4's workflow, played
/// through the WebSocket.
@Suite(.timeLimit(.minutes(2)))
struct OpenLinkTests {

    static let link = "ribs-training://launchGame?gameId=ticTacToe"

    @Test func aLinkBeforeTheLoginLandsInTheGameAfterIt() async throws {
        try await TestServer.withPage { page in
            let welcome = try await page.next()
            #expect(welcome.maxMessageBytes == MessageFormat.maxMessageSize)
            #expect(try await page.nextScreen().labels == ["Who is playing?"])

            try await page.open(Self.link)
            // Taken, and nothing drawn yet: the workflow waits for the login.
            #expect(try await page.next().type == "linkOpened")

            let game = try await page.logIn("Alice", "Bob")
            #expect(game.labels == ["Alice (X)", "Bob (O)", "Alice to play (X)"])
            let board = try #require(game.screen.elements.first { $0.type == "grid" }?.cells)
            #expect(board.flatMap { $0 }.allSatisfy { $0 == nil })

            // The game is an ordinary one: it ends and counts as usual.
            var result = game
            for (row, column) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
                try await page.send(#"{"v":2,"type":"tapCell","row":\#(row),"column":\#(column)}"#)
                result = try await page.nextScreen()
            }
            #expect(result.alert?.title == "Alice won! (top row)")
            #expect(try await page.closeResult().labels == ["Alice (1)", "vs", "Bob (0)", "Draws: 0"])
        }
    }

    @Test func badLinksGetAnErrorAndChangeNothing() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            let cases: [(link: String, message: String)] = [
                ("ribs-training://launchGame?gameId=chess",
                 "Cannot open the link: There is no game 'chess'; the games are: ticTacToe"),
                ("https://example.com/launchGame?gameId=ticTacToe",
                 "Cannot open the link: This game opens ribs-training:// links, not https:// ones; try \(Self.link)"),
                ("ribs-training://launchGame",
                 "Cannot open the link: The link names no game; add ?gameId=ticTacToe"),
                ("", "Cannot open the link: '' is not a link; links look like \(Self.link)"),
                ("ribs-training://launchGame?gameId=tic\u{200B}TacToe",
                 "Cannot open the link: The link holds characters that cannot be shown (a zero-width space, a control character); type it again: \(Self.link)"),
                ("\u{1B}[2J<b>x</b>\u{7}",
                 "Cannot open the link: '<b>x</b>' is not a link; links look like \(Self.link)"),
            ]
            for (link, message) in cases {
                try await page.open(link)
                let reply = try await page.next()
                #expect(reply.type == "error", "\(link)")
                #expect(reply.code == "linkRefused", "\(link)")
                #expect(reply.message == message, "\(link)")
            }
            // The longest link a message carries is refused in a message of bounded length.
            try await page.open("ribs-training://" + String(repeating: "x", count: 4_000))
            let long = try await page.next()
            #expect(long.code == "linkRefused")
            #expect((long.message?.count ?? .max) < 200)

            // Nothing changed: the login lands on the start screen, as without a link.
            let start = try await page.logIn("Alice", "Bob")
            #expect(start.labels == ["Alice (0)", "vs", "Bob (0)", "Draws: 0"])
        }
    }

    @Test func aLinkOnTheStartScreenStartsTheGameInOneScreen() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            _ = try await page.logIn("Alice", "Bob")

            try await page.open(Self.link)
            // The whole change is one screen, drawn at the end of the link's batch.
            let game = try await page.nextScreen()
            #expect(game.labels == ["Alice (X)", "Bob (O)", "Alice to play (X)"])
            #expect(try await page.next().type == "linkOpened")
        }
    }

    @Test func aLinkDuringAGameLeavesThatGameAlone() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            _ = try await page.logIn("Alice", "Bob")
            _ = try await page.play([(1, 1)])

            try await page.open(Self.link)
            #expect(try await page.next().type == "linkOpened")
            // The next screen is the same game's, with the X placed before the link.
            try await page.send(#"{"v":2,"type":"tapCell","row":0,"column":0}"#)
            let board = try #require(try await page.nextScreen().screen.elements.first { $0.type == "grid" }?.cells)
            #expect(board[1][1]?.symbol == "X")
            #expect(board[0][0]?.symbol == "O")
        }
    }

    @Test func aResumedPageSendingItsLinkAgainStartsOneGameAndTheInspectorShowsTheSteps() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let token = Box<String>()
            try await client.withPage { page in
                token.value = try await page.next().session
                _ = try await page.nextScreen()
                try await page.open(Self.link)
                #expect(try await page.next().type == "linkOpened")
            }
            // A page that opened a link is worth resuming: the link waits for the login.
            #expect(await registry.sessionCount == 1)
            let resumeToken = try #require(token.value)
            try await client.withPage("/ws?session=\(resumeToken)") { page in
                #expect(try await page.next().resumed == true)
                _ = try await page.nextScreen()
                try await page.open(Self.link)
                #expect(try await page.next().type == "linkOpened")

                let game = try await page.logIn("Alice", "Bob")
                #expect(game.labels == ["Alice (X)", "Bob (O)", "Alice to play (X)"])
                try await page.send(#"{"v":2,"type":"showInspector","visible":true}"#)
                let snapshot = try #require(try await page.next().inspector)
                #expect(snapshot.tree.lines() == ["RootRouter", "  LoggedInRouter", "    TicTacToeRouter"])
                let events = (snapshot.events ?? []).map { event in
                    [event.kind, event.router, event.workflow ?? "", event.step.map { "step \($0)" } ?? ""]
                        .filter { !$0.isEmpty }.joined(separator: " ")
                }
                #expect(events.filter { $0 == "attached TicTacToeRouter" }.count == 1)
                // Both links waited for the login; the second found the game started by the first.
                #expect(events.filter { $0.hasPrefix("workflowStep") } == [
                    "workflowStepStarted RootRouter LaunchGameWorkflow step 1",
                    "workflowStepStarted RootRouter LaunchGameWorkflow step 1",
                    "workflowStepFinished RootRouter LaunchGameWorkflow step 1",
                    "workflowStepStarted LoggedInRouter LaunchGameWorkflow step 2",
                    "workflowStepFinished LoggedInRouter LaunchGameWorkflow step 2",
                    "workflowStepFinished RootRouter LaunchGameWorkflow step 1",
                    "workflowStepStarted LoggedInRouter LaunchGameWorkflow step 2",
                    "workflowStepFinished LoggedInRouter LaunchGameWorkflow step 2",
                ])
            }
        }
    }
}

/// Links at the session level: an app without a link handler, and a released session with a
/// link still waiting for the login.
@MainActor
struct SessionLinkTests {

    @Test func anAppThatOpensNoLinksSaysSo() async throws {
        let opensNoLinks = AppDescriptor(name: "TicTacToe") {
            AppTree(launchRouter: TicTacToeApp.descriptor.build().launchRouter)
        }
        let registry = SessionRegistry(app: opensNoLinks, limits: SessionLimits(), logger: Logger(label: "test"), store: nil)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: connection))
        await session.send(.openLink(OpenLinkTests.link), from: connection, at: .now)
        connection.finish()
        var sent: [SessionConnection.Outgoing] = []
        for await item in connection.outgoing {
            sent.append(item)
        }
        #expect(sent.last == .message(.error(ClientError(code: "linkRefused",
                                                         message: "Cannot open the link: this server opens no links."))))
        #expect(!session.hasBeenUsed)
    }

    @Test func aSessionReleasedWithALinkWaitingForTheLoginLetsItsTreeGo() async throws {
        let tracker = DeallocationTracker()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: Logger(label: "test"))
        do {
            let page = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: page))
            await session.send(.openLink(OpenLinkTests.link), from: page, at: .now)
            #expect(session.hasBeenUsed)
            let root = try #require(session.rootRouter)
            tracker.track(root)
            tracker.track(root.interactable)
            for child in root.children {
                tracker.track(child)
                tracker.track(child.interactable)
            }
        }
        registry.releaseAll()
        #expect(tracker.isEverythingDeallocated, "\(tracker.summary)")
    }
}

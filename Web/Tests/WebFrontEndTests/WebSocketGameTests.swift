import Hummingbird
import Logging
import Synchronization
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
@testable import WebFrontEnd
import WebTesting

/// Whole games through the WebSocket, and sessions resumed after the page reconnects.
@Suite(.timeLimit(.minutes(2)))
struct WebSocketGameTests {

    @Test func aSessionPlaysAWholeGame() async throws {
        try await TestServer.withPage { page in
            let welcome = try await page.next()
            #expect(welcome.type == "welcome")
            #expect(welcome.resumed == false)
            #expect(welcome.session?.count == 32)
            let login = try await page.nextScreen()
            #expect(login.screen.elements.map(\.type) == ["label", "textField", "textField", "button"])

            let start = try await page.logIn("Alice", "Bob")
            #expect(start.screen.background == "yellow")
            #expect(start.labels == ["Alice (0)", "vs", "Bob (0)", "Draws: 0"])
            #expect(start.screen.elements.compactMap(\.color) == ["red", "standard", "blue", "standard"])

            let end = try await page.play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
            #expect(end.alert?.title == "Alice won! (top row)")
            #expect(end.alert?.actions == ["Close Game"])
            let boardElement = try #require(end.screen.elements.first { $0.type == "grid" })
            let board = try #require(boardElement.cells)
            #expect(boardElement.highlighted == [.init(row: 0, column: 0), .init(row: 0, column: 1), .init(row: 0, column: 2)])
            #expect(board[0].map { $0?.symbol } == ["X", "X", "X"])
            #expect(board[0].map { $0?.color } == ["red", "red", "red"])
            #expect(board[1].map { $0?.symbol } == ["O", "O", nil])

            let after = try await page.closeResult()
            #expect(after.labels == ["Alice (1)", "vs", "Bob (0)", "Draws: 0"])

            let draw = try await page.play([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)])
            #expect(draw.alert?.title == "It's a draw!")
            let drawBoard = try #require(draw.screen.elements.first { $0.type == "grid" })
            #expect(drawBoard.highlighted == [])
        }
    }

    @Test func aReconnectResumesTheSessionWithItsScore() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let token = Box<String>()
            try await client.withPage { page in
                token.value = try await page.next().session
                _ = try await page.nextScreen()
                _ = try await page.logIn("Alice", "Bob")
                _ = try await page.play([(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (2, 0), (0, 2)])
                let after = try await page.closeResult()
                #expect(after.labels == ["Alice (1)", "vs", "Bob (0)", "Draws: 0"])
            }
            // The page went away; its session waits for it.
            #expect(await registry.sessionCount == 1)
            let resumeToken = try #require(token.value)
            try await client.withPage("/ws?session=\(resumeToken)") { page in
                let welcome = try await page.next()
                #expect(welcome.type == "welcome")
                #expect(welcome.resumed == true)
                #expect(welcome.session == resumeToken)
                let start = try await page.nextScreen()
                #expect(start.labels == ["Alice (1)", "vs", "Bob (0)", "Draws: 0"])
            }
            #expect(await registry.sessionCount == 1)
        }
    }

    @Test func anUnknownOrMalformedTokenStartsANewSession() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            for query in ["?session=0123456789abcdef0123456789abcdef", "?session=../../x", "?session="] {
                try await client.withPage("/ws\(query)") { page in
                    let welcome = try await page.next()
                    #expect(welcome.resumed == false)
                    #expect(welcome.session != "0123456789abcdef0123456789abcdef")
                    #expect(try await page.nextScreen().labels == ["Who is playing?"])
                }
            }
        }
    }

    @Test func aSessionNeverPlayedIsReleasedWhenItsPageLeaves() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            for _ in 0..<20 {
                try await client.withPage { page in
                    _ = try await page.next()
                }
            }
            try await waitUntil { await registry.sessionCount == 0 }
        }
    }
}

/// A value a WebSocket handler hands back to its test.
final class Box<Value: Sendable>: Sendable {
    var value: Value? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private let storage = Mutex<Value?>(nil)
}

/// A second page with the same token (a duplicated tab) takes the session over.
struct SessionTakeoverTests {

    @Test @MainActor func theEarlierPageIsToldAndClosed() async throws {
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: Logger(label: "test"))
        let first = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: first))
        let second = SessionConnection()
        #expect(await registry.connect(resuming: session.token, connection: second) === session)
        var sentToFirst: [SessionConnection.Outgoing] = []
        for await item in first.outgoing {
            sentToFirst.append(item)
        }
        #expect(sentToFirst.suffix(2) == [.message(.openedElsewhere), .close(code: .normal, reason: "")])
        #expect(session.isAttached)
    }
}

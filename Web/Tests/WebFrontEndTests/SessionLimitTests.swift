import Hummingbird
import Logging
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
@testable import WebFrontEnd
import WebTesting

/// The cap on live sessions and the idle timeout, through the server.
@Suite(.timeLimit(.minutes(2)))
struct SessionLimitTests {

    /// The page's side (what it shows) is in the browser test; a WebSocket test client cannot
    /// check it reliably: swift-websocket's client sometimes loses frames that arrive with the
    /// upgrade response, as the refusal and its close do (seen with 2.8.1 / swift-websocket 1.6.2).
    @Test @MainActor func aPageBeyondTheCapIsToldTheServerIsFullAndOthersPlayOn() async throws {
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(maxSessions: 1), logger: Logger(label: "test"))
        let page = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: page))
        await session.send(.action(.tapButton(id: "login")), from: page, at: .now)

        let refused = SessionConnection()
        #expect(await registry.connect(resuming: nil, connection: refused) == nil)
        var sent: [SessionConnection.Outgoing] = []
        for await item in refused.outgoing {
            sent.append(item)
        }
        #expect(sent == [.message(.sessionLimitReached(limit: 1)), .close(code: .normal, reason: "")])
        #expect(ServerMessage.sessionLimitReached(limit: 1).json.contains(#""message":"The server is full: it serves at most 1 session at once. Try again in a few minutes.""#))

        // The playing session is unharmed.
        #expect(registry.sessionCount == 1)
        await session.send(.action(.tapButton(id: "startGame")), from: page, at: .now)
        #expect(session.rootRouter?.treeSnapshot().lines().last?.contains("TicTacToeRouter") == true)
    }

    @Test func anIdleSessionIsToldAndReleased() async throws {
        let time = ManualTime()
        let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(60))
        // The sweeper looks every 50 ms; the session idles only as the test moves the time on,
        // however long the actions before take.
        let (app, registry) = try await TestServer.make(limits: limits, sweepInterval: .milliseconds(50), time: time)
        try await app.test(.live) { client in
            try await client.withPage { page in
                let welcome = try await page.next()
                #expect(welcome.type == "welcome")
                _ = try await page.nextScreen()
                _ = try await page.logIn("Alice", "Bob")
                time.advance(by: .seconds(61))
                let expiry = try await page.next()
                #expect(expiry.type == "sessionExpired")
                #expect(try await page.isClosed())
            }
            #expect(await registry.sessionCount == 0)
        }
    }
}

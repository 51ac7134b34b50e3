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

    /// Sessions a flood of addresses opened and left give way to newcomers, idle longest first,
    /// each waiting in the store; the players from before the flood resume their games whole.
    @Test @MainActor func aFloodOfAddressesLocksNoNewcomerOutAndLosesNoGame() async throws {
        let store = GatedStore()
        store.open()
        let time = ManualTime()
        let metrics = WebMetrics()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(maxSessions: 1_000), logger: TestServer.quietLogger, now: time.now,
                                                 wallClock: time.date, store: store, metrics: metrics.server)
        let playerPage = SessionConnection()
        let player = try #require(await registry.connect(resuming: nil, connection: playerPage, from: "192.0.2.1"))
        await player.play(MetricsTests.logInAndPlayTheCentre, from: playerPage, at: time.now())
        let (token, board) = (player.token, player.content)
        registry.disconnect(playerPage, from: player)

        for address in 0..<2_000 {
            time.advance(by: .milliseconds(10))
            let page = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: page, from: "flood-\(address)"))
            await session.send(.action(.editText(field: "player1Name", text: "x")), from: page, at: time.now())
            registry.disconnect(page, from: session)
        }
        #expect(registry.sessionCount == 1_000)

        for newcomer in 0..<20 {
            let page = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: page, from: "newcomer-\(newcomer)"))
            await session.play(MetricsTests.logInAndPlayTheCentre, from: page, at: time.now())
            #expect(marks(on: session.content?.screen.grid("board")) == ["X"])
        }
        let back = SessionConnection()
        let resumed = try #require(await registry.connect(resuming: token, connection: back, from: "192.0.2.1"))
        #expect(resumed.token == token)
        #expect(resumed.content == board)
        #expect(registry.sessionCount == 1_000)
        MetricsTests.expect(metrics, ["ribs_web_sessions_given_way_total": 1_022, "ribs_web_sessions": 1_000])
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

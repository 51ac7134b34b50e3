import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
@testable import WebFrontEnd
import WebTesting

/// Rates belong to the session and to the address, not to the connection: reconnecting gives
/// no fresh budget.
@Suite(.timeLimit(.minutes(2)))
struct SessionRateTests {

    @Test func theMessageBudgetIsTheSessionsAndSurvivesAReconnect() async throws {
        // The server's time stands still: the session's bucket holds 40 messages and never
        // refills. Each connection sends 30, within what one connection alone may send.
        let (app, _) = try await TestServer.make(limits: SessionLimits(messagesPerSecond: 20, newSessionsPerAddressPerMinute: 1_000))
        try await app.test(.live) { client in
            let token = Box<String>()
            try await client.withPage { page in
                token.value = try await page.next().session
                _ = try await page.nextScreen()
                for name in 0..<30 {
                    try await page.send(#"{"v":2,"type":"editText","field":"player1Name","text":"A\#(name)"}"#)
                    _ = try await page.nextScreen()
                }
            }
            let resumeToken = try #require(token.value)
            let closeFrame = try await client.withPage("/ws?session=\(resumeToken)") { page in
                #expect(try await page.next().resumed == true)
                _ = try await page.nextScreen()
                for name in 30..<60 {
                    try? await page.send(#"{"v":2,"type":"editText","field":"player1Name","text":"A\#(name)"}"#)
                }
                // Read until the refusal, or all 30 screens of a connection with a budget of its own.
                var screens = 0
                var refused = false
                while !refused, screens < 30, case let .text(text)? = try await page.inbound.next() {
                    if text.contains(#""type":"screen""#) {
                        screens += 1
                    }
                    refused = text.contains(#""code":"tooManyMessages""#)
                }
                #expect(refused)
                #expect(screens == 10)
                if refused {
                    #expect(try await page.isClosed())
                }
            }
            #expect(closeFrame?.closeCode == .policyViolation)
        }
    }

    @Test func anAddressOpeningNewSessionsTooFastIsRefusedButMayResume() async throws {
        // Two a minute, four in a burst; the time stands still, so the budget never refills.
        let (app, registry) = try await TestServer.make(limits: SessionLimits(newSessionsPerAddressPerMinute: 2))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let token = Box<String>()
            try await client.withPage { page in
                token.value = try await page.next().session
                _ = try await page.nextScreen()
                try await page.send(#"{"v":2,"type":"editText","field":"player1Name","text":"Alice"}"#)
                _ = try await page.nextScreen()
            }
            for _ in 0..<3 {
                try await client.withPage { page in _ = try await page.next() }
            }
            try await RawConnection.withConnection(port: port) { connection in
                #expect(try await connection.upgrade(port: port)?.hasPrefix("HTTP/1.1 101") == true)
                let refusal = try await connection.readText(containing: #""type":"tooManyNewSessions""#)
                #expect(refusal?.contains("Try again in a minute.") == true)
                try await connection.readUntilClosed()
                #expect(!connection.closedByTheTest)
            }
            let resumeToken = try #require(token.value)
            try await client.withPage("/ws?session=\(resumeToken)") { page in
                let welcome = try await page.next()
                #expect(welcome.resumed == true)
            }
            #expect(await registry.sessionCount == 1)
        }
    }

    /// Two new sessions a minute, four in a burst: once used, the budget comes back with the
    /// time (one every 30 s), and a sweep forgets a client whose budget is full again.
    @Test func theNewSessionBudgetRefillsWithTimeAndIsForgottenOnceFull() async throws {
        let time = ManualTime()
        let (app, registry) = try await TestServer.make(limits: SessionLimits(newSessionsPerAddressPerMinute: 2), time: time)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            for _ in 0..<4 {
                try await client.withPage { page in _ = try await page.next() }
            }
            #expect(try await Self.isRefused(port: port))
            time.advance(by: .seconds(29))
            #expect(try await Self.isRefused(port: port), "not a whole session's worth yet")
            time.advance(by: .seconds(1))
            try await client.withPage { page in
                let welcome = try await page.next()
                #expect(welcome.type == "welcome")
            }
            #expect(try await Self.isRefused(port: port))
            #expect(await registry.newSessionBudgetCount == 1)
            time.advance(by: .seconds(119))
            await registry.expireIdleSessions()
            #expect(await registry.newSessionBudgetCount == 1, "still refilling")
            time.advance(by: .seconds(1))
            await registry.expireIdleSessions()
            #expect(await registry.newSessionBudgetCount == 0)
        }
    }

    /// Whether a new page is refused with `tooManyNewSessions`.
    private static func isRefused(port: Int) async throws -> Bool {
        try await RawConnection.withConnection(port: port) { connection in
            _ = try await connection.upgrade(port: port)
            return try await connection.readText(containing: #""type":"tooManyNewSessions""#) != nil
        }
    }
}

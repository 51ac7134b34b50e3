import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import Testing
@testable import WebFrontEnd

/// The cap on live sessions and the idle timeout, through the server.
struct SessionLimitTests {

    @Test func aPageBeyondTheCapIsToldTheServerIsFull() async throws {
        let (app, registry) = try await TestServer.make(limits: SessionLimits(maxSessions: 1))
        try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var first = PageClient(inbound: inbound, outbound: outbound)
                _ = try await first.next()
                _ = try await first.nextScreen()

                try await client.ws("/ws") { inbound, outbound, _ in
                    var second = PageClient(inbound: inbound, outbound: outbound)
                    let refusal = try await second.next()
                    #expect(refusal.type == "sessionLimitReached")
                    #expect(refusal.limit == 1)
                    #expect(refusal.message == "The server is full (1 games at once). Try again in a few minutes.")
                    #expect(try await second.isClosed())
                }
                // The first page plays on.
                let start = try await first.logIn("Alice", "Bob")
                #expect(start.labels.first == "Alice (0)")
            }
            #expect(await registry.sessionCount == 1)
        }
    }

    @Test func anIdleSessionIsToldAndReleased() async throws {
        let limits = SessionLimits(maxSessions: 10, idleTimeout: .milliseconds(300))
        let (app, registry) = try await TestServer.make(limits: limits, sweepInterval: .milliseconds(50))
        try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var page = PageClient(inbound: inbound, outbound: outbound)
                let welcome = try await page.next()
                #expect(welcome.type == "welcome")
                _ = try await page.nextScreen()
                _ = try await page.logIn("Alice", "Bob")
                let expiry = try await page.next()
                #expect(expiry.type == "sessionExpired")
                #expect(try await page.isClosed())
            }
            #expect(await registry.sessionCount == 0)
        }
    }
}

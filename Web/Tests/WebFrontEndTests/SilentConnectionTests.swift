import NIOCore
import Testing
@testable import WebFrontEnd
import WebTesting

/// Connections that say nothing, or never finish their head, are closed within the head's
/// time limit, and the server keeps fewer connections than it may have descriptors.
@Suite(.timeLimit(.minutes(2)))
struct SilentConnectionTests {

    @Test(arguments: ["", "GET /health HTTP/1.1\r\nHost: 127.0.0.1"])
    func aConnectionThatNeverFinishesItsHeadIsClosed(sent: String) async throws {
        let (app, _) = try await TestServer.make(requestHeadLimits: RequestHeadLimits(headTimeout: .milliseconds(200)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                try await connection.send(sent)
                let response = String(decoding: try await connection.readBytesUntilClosed(), as: UTF8.self)
                #expect(!connection.closedByTheTest, "the server never closed the connection")
                #expect(response.hasPrefix("HTTP/1.1 408 "), "\(response.prefix(80))")
            }
        }
    }

    @Test func anIdleKeepAliveConnectionIsClosed() async throws {
        let (app, _) = try await TestServer.make(keepAliveIdleTimeout: .milliseconds(200))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let head = try await connection.readHead()
                #expect(head?.hasPrefix("HTTP/1.1 200 ") == true)
                // The connection stays open for another request, until it has idled too long.
                try await connection.readBytesUntilClosed()
                #expect(!connection.closedByTheTest, "the idle connection was kept")
            }
        }
    }

    @Test func aKeepAliveConnectionTricklingItsNextHeadIsClosed() async throws {
        let (app, _) = try await TestServer.make(keepAliveIdleTimeout: .milliseconds(300))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(try await connection.readHead()?.hasPrefix("HTTP/1.1 200 ") == true)
                // A byte every 50 ms, never the head's end: the server hears from it far more
                // often than its idle limit, and still closes it (a write then fails).
                let trickle = Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1_000)
                var sent = 0
                while sent < trickle.count, (try? await connection.send([trickle[sent]])) != nil {
                    sent += 1
                    try await Task.sleep(for: .milliseconds(50))
                }
                #expect(sent < trickle.count, "the trickling connection was kept for \(sent) bytes")
                #expect(!connection.closedByTheTest, "the trickling connection was kept")
            }
        }
    }

    @Test func connectionsBeyondTheCapAreClosedAtOnceAndTheServerServesAgainByItself() async throws {
        // Four connections at most, five silent ones: at least one is closed at once,
        // unanswered (more if the test client holds a connection of its own); the others are
        // held until their head's time is up (5 s, long enough for all five to be open by then
        // however busy the machine), answered 408 and closed.
        let (app, _) = try await TestServer.make(requestHeadLimits: RequestHeadLimits(headTimeout: .seconds(5)), maxConnections: 4)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let responses = try await Self.silentConnections(5, port: port)
            let refusedAtOnce = responses.filter(\.isEmpty).count
            #expect((1...2).contains(refusedAtOnce), "\(responses)")
            #expect(responses.filter { $0.hasPrefix("HTTP/1.1 408 ") }.count == responses.count - refusedAtOnce, "\(responses)")
            // The flood is over: the server serves again by itself.
            try await waitUntil("the server never served again") {
                await Self.health(port: port)?.hasPrefix("HTTP/1.1 200 ") == true
            }
        }
    }

    /// Opens `count` connections that send nothing, all at once, and reads what the server
    /// answers each before it closes it.
    private static func silentConnections(_ count: Int, port: Int) async throws -> [String] {
        guard count > 0 else {
            return []
        }
        return try await RawConnection.withConnection(port: port) { silent in
            let others = try await silentConnections(count - 1, port: port)
            let response = String(decoding: try await silent.readBytesUntilClosed(), as: UTF8.self)
            #expect(!silent.closedByTheTest, "a silent connection was kept")
            return others + [response]
        }
    }

    /// What `GET /health` on a new connection answers, or `nil` if it is closed unanswered.
    private static func health(port: Int) async -> String? {
        try? await RawConnection.withConnection(port: port) { connection in
            try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let response = try await connection.readBytesUntilClosed()
            return response.isEmpty ? nil : String(decoding: response, as: UTF8.self)
        }
    }
}

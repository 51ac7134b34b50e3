import NIOCore
import Testing
@testable import WebFrontEnd
import WebTesting

/// Connections that say nothing, or never finish their head, are closed within the head's
/// time limit, and the server keeps fewer connections than it may have descriptors.
@Suite(.timeLimit(.minutes(2)))
struct SilentConnectionTests {

    // The server's timeouts here are seconds, not milliseconds: each starts as the server
    // accepts the connection, so the test's first bytes must reach it first. They are sent the
    // moment the connection is made, by its event loop (`firstBytes`), not by the test's task,
    // which a busy machine may not run again for seconds.

    @Test(arguments: ["", "GET /health HTTP/1.1\r\nHost: 127.0.0.1"])
    func aConnectionThatNeverFinishesItsHeadIsClosed(sent: String) async throws {
        let (app, _) = try await TestServer.make(requestHeadLimits: RequestHeadLimits(headTimeout: .seconds(3)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port, firstBytes: Array(sent.utf8)) { connection in
                let response = String(decoding: try await connection.readBytesUntilClosed(), as: UTF8.self)
                #expect(!connection.closedByTheTest, "the server never closed the connection")
                #expect(response.hasPrefix("HTTP/1.1 408 "), "\(response.prefix(80))")
            }
        }
    }

    @Test func anIdleKeepAliveConnectionIsClosed() async throws {
        let (app, _) = try await TestServer.make(keepAliveIdleTimeout: .seconds(3))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let request = Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            try await RawConnection.withConnection(port: port, firstBytes: request) { connection in
                let head = try await connection.readHead()
                #expect(head?.hasPrefix("HTTP/1.1 200 ") == true)
                // The connection stays open for another request, until it has idled too long.
                try await connection.readBytesUntilClosed()
                #expect(!connection.closedByTheTest, "the idle connection was kept")
            }
        }
    }

    @Test func aKeepAliveConnectionTricklingItsNextHeadIsClosed() async throws {
        let (app, _) = try await TestServer.make(keepAliveIdleTimeout: .seconds(3))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let request = Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            try await RawConnection.withConnection(port: port, firstBytes: request) { connection in
                #expect(try await connection.readHead()?.hasPrefix("HTTP/1.1 200 ") == true)
                // A byte every 50 ms, never the head's end: the server hears from it far more
                // often than its idle limit, and still closes it (a write then fails). All of
                // them would take 50 s at least, far beyond the idle limit.
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
        // Four connections at most, five silent ones: exactly one is closed at once, unanswered;
        // the other four are held until the test closes them, then the server serves again.
        // Nothing else connects: the server runs without HummingbirdTesting's live client, whose
        // own connection would take a place when its event loop gets to it. The head's time
        // limit and the keep-alive idle time, which would close the silent connections by
        // themselves, are far beyond the test (the time limit's 408 is
        // `aConnectionThatNeverFinishesItsHeadIsClosed`'s): a flood taking longer to open on a
        // busy machine must not free a place before the fifth connection comes.
        let listening = ListeningPort()
        let (app, _) = try await TestServer.make(requestHeadLimits: RequestHeadLimits(headTimeout: .seconds(600)), maxConnections: 4,
                                                 keepAliveIdleTimeout: .seconds(600), onServerRunning: listening.onServerRunning)
        try await TestServer.run(app, listeningOn: listening) { port in
            let outcomes = try await Self.silentConnections(5, port: port)
            let refused = outcomes.filter(\.closedByTheServer)
            #expect(refused.count == 1, "\(outcomes)")
            #expect(refused.allSatisfy { $0.received.isEmpty }, "\(outcomes)")
            #expect(outcomes.filter { !$0.closedByTheServer }.count == 4, "\(outcomes)")
            // The flood is over: the server serves again by itself.
            try await waitUntil("the server never served again") {
                await Self.health(port: port)?.hasPrefix("HTTP/1.1 200 ") == true
            }
        }
    }

    /// How a silent connection ended: what it received, and whether the server closed it
    /// (rather than the test, once it had seen one closed).
    private struct SilentOutcome: Sendable, CustomStringConvertible {
        let received: [UInt8]
        let closedByTheServer: Bool

        var description: String {
            "\(closedByTheServer ? "closed by the server" : "held") after \(received.count) bytes"
        }
    }

    /// Opens `count` connections that send nothing, all at once, waits until the server has
    /// closed one of them, then closes the others.
    ///
    /// The server closes a connection beyond its cap as it accepts it, so once one has been
    /// closed, all of them have been accepted: those still open are the ones it holds.
    private static func silentConnections(_ count: Int, port: Int) async throws -> [SilentOutcome] {
        try await withThrowingTaskGroup(of: SilentOutcome.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await RawConnection.withConnection(port: port) { silent in
                        let received = try await silent.readBytesUntilClosed()
                        // The test's close of the others ends the read as a cancellation.
                        let closedByTheServer = !Task.isCancelled && !silent.closedByTheTest
                        return SilentOutcome(received: received, closedByTheServer: closedByTheServer)
                    }
                }
            }
            var outcomes: [SilentOutcome] = []
            if let first = try await group.next() {
                outcomes.append(first)
            }
            group.cancelAll()
            while let outcome = try await group.next() {
                outcomes.append(outcome)
            }
            return outcomes
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

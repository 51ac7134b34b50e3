import Testing
@testable import WebFrontEnd
import WebTesting

/// Only the names the server is reached by are served (DNS rebinding).
@Suite(.timeLimit(.minutes(2)))
struct AllowedHostsTests {

    @Test(arguments: [
        ("127.0.0.1:8080", true),
        ("localhost:8080", true),
        ("LOCALHOST", true),
        ("localhost.:8080", true),
        ("[::1]:8080", true),
        ("evil.example:8080", false),
        ("127.0.0.1.evil.example", false),
        ("localhost:8080@evil.example", false),
        ("[::1", false),
        ("", false),
    ])
    func theLoopbackNamesAreAllowedByDefault(authority: String, allowed: Bool) {
        #expect(AllowedHosts(listeningHost: "127.0.0.1").allows(authority: authority) == allowed)
    }

    @Test func theListeningAddressAndExtraNamesAreAllowed() {
        let hosts = AllowedHosts(listeningHost: "192.168.1.20", extraNames: ["TicTacToe.example.org"])
        #expect(hosts.allows(authority: "192.168.1.20:8080"))
        #expect(hosts.allows(authority: "tictactoe.example.org"))
        #expect(!hosts.allows(authority: "example.org"))
        #expect(!hosts.allows(authority: nil))
    }

    @Test func listeningOnEveryAddressAllowsNoNameButTheLoopbackOnes() {
        #expect(AllowedHosts(listeningHost: "0.0.0.0").names == AllowedHosts.loopbackNames)
        #expect(AllowedHosts(listeningHost: "::").names == AllowedHosts.loopbackNames)
    }

    @Test func aRequestForAnotherNameIsRefusedBeforeAnyUpgrade() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                let head = try await connection.upgrade(port: port, host: "rebound.example:\(port)",
                                                        extraHeaders: ["Origin: http://rebound.example:\(port)"])
                #expect(head?.hasPrefix("HTTP/1.1 400 ") == true, "\(head ?? "no answer")")
            }
            for path in ["/", "/health"] {
                try await RawConnection.withConnection(port: port) { connection in
                    try await connection.send("GET \(path) HTTP/1.1\r\nHost: rebound.example:\(port)\r\n\r\n")
                    let head = try await connection.readHead()
                    #expect(head?.hasPrefix("HTTP/1.1 403 ") == true, "\(head ?? "no answer")")
                }
            }
            #expect(await registry.sessionCount == 0)
        }
    }

    @Test func aNameGivenWithAllowedHostIsServed() async throws {
        let (app, _) = try await TestServer.make(allowedHosts: AllowedHosts(listeningHost: "127.0.0.1", extraNames: ["tictactoe.example"]))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                let head = try await connection.upgrade(port: port, host: "tictactoe.example:\(port)",
                                                        extraHeaders: ["Origin: http://tictactoe.example:\(port)"])
                #expect(head?.hasPrefix("HTTP/1.1 101 ") == true, "\(head ?? "no answer")")
            }
        }
    }

    /// RFC 9112: a request with two `Host` headers, or an absolute-form target naming another
    /// host, is ambiguous and gets 400 with `Connection: close`, and the server closes the
    /// connection; an absolute-form target naming the server is served.
    @Test func anAmbiguousTargetGets400AndTheConnectionCloses() async throws {
        // No timeout of the server's own closes a connection within the test's deadline: only
        // the refusal does.
        let (app, registry) = try await TestServer.make(requestHeadLimits: RequestHeadLimits(headTimeout: .seconds(600)),
                                                        keepAliveIdleTimeout: .seconds(600))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let ambiguous = [
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: other.example\r\n\r\n",
                "GET http://other.example/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
                "GET http://other.example/ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n",
            ]
            for request in ambiguous {
                try await RawConnection.withConnection(port: port, lifetime: Self.closeDeadline) { connection in
                    try await connection.send(request)
                    try await Self.expectRefusedAndClosed(&connection, "\(request)")
                }
            }
            // A second request on a kept-alive connection is checked too (the first a HEAD, so
            // that no body stands before the second answer).
            try await RawConnection.withConnection(port: port, lifetime: Self.closeDeadline) { connection in
                try await connection.send("HEAD /health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                #expect(try await connection.readHead()?.hasPrefix("HTTP/1.1 200 ") == true)
                try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: other.example\r\n\r\n")
                try await Self.expectRefusedAndClosed(&connection, "a second request with two Host headers")
            }
            try await RawConnection.withConnection(port: port) { connection in
                try await connection.send("GET http://127.0.0.1:\(port)/health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                let head = try await connection.readHead()
                #expect(head?.hasPrefix("HTTP/1.1 200 ") == true, "\(head ?? "no answer")")
            }
            #expect(await registry.sessionCount == 0)
        }
    }

    // MARK: - Private

    /// How long a refused connection may stay open: far beyond the milliseconds the server
    /// takes, far below any timeout of its own.
    private static let closeDeadline: Duration = .seconds(20)

    /// Reads a 400 that says `Connection: close`, then reads on until the server closes the
    /// connection, which it must do before the test's deadline.
    private static func expectRefusedAndClosed(_ connection: inout RawConnection, _ request: String,
                                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let head = try await connection.readHead()
        #expect(head?.hasPrefix("HTTP/1.1 400 ") == true, "\(request): \(head ?? "no answer")", sourceLocation: sourceLocation)
        #expect(head?.lowercased().contains("\r\nconnection: close\r\n") == true, "\(request): \(head ?? "no answer")",
                sourceLocation: sourceLocation)
        let after = try await connection.readBytesUntilClosed()
        let keptOpen = connection.closedByTheTest
        #expect(!keptOpen, "\(request): the server kept the connection open after its 400", sourceLocation: sourceLocation)
        #expect(after.isEmpty, "\(request): the server went on answering: \(String(decoding: after, as: UTF8.self))",
                sourceLocation: sourceLocation)
    }
}

import Testing
@testable import WebFrontEnd
import WebTesting

/// Request heads no server should sit on are answered at once, then closed.
@Suite(.timeLimit(.minutes(2)))
struct RequestHeadTests {

    @Test func aPageAddressWithA100KBLinkIsAnswered414() async throws {
        let link = String(repeating: "x", count: 100_000)
        let response = try await Self.response(to: "GET /?open=\(link) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 414 "), "\(response.prefix(80))")
    }

    @Test func aHeadOf80KBOfHeadersIsAnswered431() async throws {
        let headers = (0..<80).map { "X-Filler-\($0): \(String(repeating: "y", count: 1_000))\r\n" }.joined()
        let response = try await Self.response(to: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(headers)\r\n")
        #expect(response.hasPrefix("HTTP/1.1 431 "), "\(response.prefix(80))")
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nthis is no header\r\n\r\n",
        "GET / HTTP/9.9\r\n\r\n",
        "\u{0}\u{1}\u{FF}\u{7F} garbage \r\n\r\n",
        "get / HTTP/1.1\r\n\r\n",
    ])
    func aMalformedHeadIsAnswered400(head: String) async throws {
        let response = try await Self.response(to: head)
        #expect(response.hasPrefix("HTTP/1.1 400 "), "\(response.prefix(80))")
    }

    @Test func binaryNoiseIsAnswered400() async throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // A noise starting with an upper-case letter and a space would be a request line.
        let response = try await Self.response(to: [0x16, 0x03, 0x01] + noise)
        #expect(response.hasPrefix("HTTP/1.1 400 "), "\(response.prefix(80))")
    }

    @Test func aHeadWithinTheLimitsIsServed() async throws {
        let link = String(repeating: "x", count: 12_000)
        let response = try await Self.response(to: "GET /?open=\(link) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200 "), "\(response.prefix(80))")
    }

    /// What the server answers to `head` before it closes the connection.
    private static func response(to head: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try await response(to: Array(head.utf8), sourceLocation: sourceLocation)
    }

    private static func response(to bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let (app, _) = try await TestServer.make()
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await RawConnection.withConnection(port: port) { connection in
                // The server may close before it has read all: what it answered is what counts.
                try? await connection.send(bytes)
                let response = try await connection.readBytesUntilClosed()
                #expect(!connection.closedByTheTest, "the server never closed the connection", sourceLocation: sourceLocation)
                return String(decoding: response, as: UTF8.self)
            }
        }
    }
}

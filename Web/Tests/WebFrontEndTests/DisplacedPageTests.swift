import Foundation
import Testing
@testable import WebFrontEnd
import WebTesting

/// Only the connection that owns a session acts on it: a page displaced by another tab is
/// closed at once, whatever it sends and even if it never answers the close.
@Suite(.timeLimit(.minutes(2)))
struct DisplacedPageTests {

    @Test func aDisplacedPageThatIgnoresTheCloseCannotActAndIsClosed() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { first in
                _ = try await first.upgrade(port: port)
                let welcome = try #require(try await first.readText(containing: #""type":"welcome""#))
                let token = try #require(Self.session(in: welcome))
                try await first.sendText(#"{"v":2,"type":"editText","field":"player1Name","text":"Alice"}"#)
                #expect(try await first.readText(containing: #""text":"Alice""#) != nil)

                try await RawConnection.withConnection(port: port) { second in
                    _ = try await second.upgrade("/ws?session=\(token)", port: port)
                    #expect(try await second.readText(containing: #""resumed":true"#) != nil)
                    #expect(try await first.readText(containing: #""type":"openedElsewhere""#) != nil)

                    // The first page neither answers the close nor stops playing.
                    try? await first.sendText(#"{"v":2,"type":"editText","field":"player1Name","text":"Mallory"}"#)
                    try await first.readUntilClosed()
                    await first.keepWritingUntilTheServerHasClosed()
                    #expect(!first.closedByTheTest, "the displaced page's connection was never closed")

                    try await second.sendText(#"{"v":2,"type":"editText","field":"player2Name","text":"Bob"}"#)
                    let screen = try #require(try await second.readText(containing: #""text":"Bob""#))
                    #expect(screen.contains(#""text":"Alice""#))
                    #expect(!screen.contains("Mallory"))
                }
            }
        }
    }

    /// The session token of a `welcome` message.
    private static func session(in welcome: String) -> String? {
        struct Welcome: Decodable {
            let session: String
        }
        return try? JSONDecoder().decode(Welcome.self, from: Data(welcome.utf8)).session
    }
}

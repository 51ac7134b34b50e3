import Testing
@testable import WebFrontEnd
import WebTesting

/// A page's frames by the letter of RFC 6455: a text message that is not UTF-8 closes the
/// connection with 1007.
@Suite(.timeLimit(.minutes(2)))
struct ClientFrameTests {

    @Test(arguments: [
        // A byte that begins no character.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
        // A character cut short.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xC3] + Array(#""}"#.utf8),
        // A surrogate, which UTF-8 never encodes.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
    ])
    func aTextMessageThatIsNotUTF8ClosesTheConnectionWithCode1007(payload: [UInt8]) async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                try await connection.sendFrame(opcode: RawConnection.Opcode.text, payload: payload)
                let frames = try await connection.readFramesUntilClosed()
                #expect(frames.last?.closeCode == 1007, "\(frames)")
                #expect(!frames.contains { $0.text.contains(#""code":"malformed""#) }, "the message was read as text")
                #expect(connection.readError == nil)
                #expect(!connection.closedByTheTest)
            }
        }
    }

    /// swift-websocket's own check (`validateUTF8`), which covers a close frame's reason.
    @Test func aCloseFrameWhoseReasonIsNotUTF8IsAnsweredWithCode1002() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                // 1000, then a reason of one byte that begins no character.
                try await connection.sendFrame(opcode: RawConnection.Opcode.close, payload: [0x03, 0xE8, 0xFF])
                let frames = try await connection.readFramesUntilClosed()
                #expect(frames.last?.closeCode == 1002, "\(frames)")
                #expect(!connection.closedByTheTest)
            }
        }
    }

    /// UTF-8 is checked in the whole message: a character may be split between two frames.
    @Test func aCharacterSplitBetweenTwoFramesIsReadWhole() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                let accented = Array("é".utf8)
                try await connection.sendFrame(opcode: RawConnection.Opcode.text, fin: false,
                                               payload: Array(#"{"v":2,"type":"editText","field":"player1Name","text":"Ren"#.utf8) + [accented[0]])
                try await connection.sendFrame(opcode: RawConnection.Opcode.continuation, fin: true, payload: [accented[1]] + Array(#""}"#.utf8))
                let screen = try await connection.readText(containing: #""type":"screen""#)
                #expect(screen?.contains("René") == true, "\(screen ?? "closed")")
            }
        }
    }

}

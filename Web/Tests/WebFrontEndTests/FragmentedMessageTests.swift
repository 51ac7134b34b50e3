import Testing
@testable import WebFrontEnd
import WebTesting

/// A message's frames are bounded in number, not only in bytes: a page that starts a message
/// and never ends it cannot make the server hold more and more.
@Suite(.timeLimit(.minutes(2)))
struct FragmentedMessageTests {

    @Test func aMessageOfEndlessEmptyFragmentsClosesTheConnectionWithCode1008() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                let head = try await connection.upgrade(port: port)
                #expect(head?.hasPrefix("HTTP/1.1 101") == true)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                // Far beyond the limit, yet few enough that the server has read them all
                // when it closes, so the close frame is not lost to a reset.
                var frames = RawConnection.encodeFrame(opcode: RawConnection.Opcode.text, fin: false, payload: Array(#"{"v":2,"#.utf8))
                for _ in 0..<(SessionSocket.maxFragmentsPerMessage * 4) {
                    frames += RawConnection.encodeFrame(opcode: RawConnection.Opcode.continuation, fin: false, payload: [])
                }
                try await connection.send(frames)
                let closeCode = try await connection.readUntilClosed()
                #expect(closeCode == 1008)
                #expect(!connection.closedByTheTest, "the server never closed the connection")
            }
            try await waitUntil { await registry.sessionCount == 0 }
        }
    }

    @Test(arguments: [
        [(RawConnection.Opcode.continuation, true)],
        [(RawConnection.Opcode.text, false), (RawConnection.Opcode.text, true)],
    ])
    func framesOutOfSequenceCloseTheConnectionWithCode1002(frames: [(opcode: UInt8, fin: Bool)]) async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                for frame in frames {
                    try await connection.sendFrame(opcode: frame.opcode, fin: frame.fin, payload: Array("{}".utf8))
                }
                #expect(try await connection.readUntilClosed() == 1002)
                #expect(!connection.closedByTheTest)
            }
        }
    }

    @Test func aMessageInAFewFragmentsIsReadWhole() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                let parts = [#"{"v":2,"type":"#, #""editText","field":"player1Name","#, #""text":"Alice"}"#]
                for (index, part) in parts.enumerated() {
                    let opcode = index == 0 ? RawConnection.Opcode.text : RawConnection.Opcode.continuation
                    try await connection.sendFrame(opcode: opcode, fin: index == parts.count - 1, payload: Array(part.utf8))
                }
                let screen = try await connection.readText(containing: #""type":"screen""#)
                #expect(screen?.contains(#""text":"Alice""#) == true)
            }
        }
    }

    @Test func theFragmentsOfAMessageCountTowardsItsSize() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                let fragment = [UInt8](repeating: UInt8(ascii: "A"), count: 1_500)
                var frames = RawConnection.encodeFrame(opcode: RawConnection.Opcode.text, fin: false, payload: fragment)
                for _ in 0..<3 {
                    frames += RawConnection.encodeFrame(opcode: RawConnection.Opcode.continuation, fin: false, payload: fragment)
                }
                try await connection.send(frames)
                #expect(try await connection.readUntilClosed() == 1009)
                #expect(!connection.closedByTheTest)
            }
        }
    }
}

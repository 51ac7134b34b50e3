import Testing
@testable import WebFrontEnd
import WebTesting

/// A page's frames by the letter of RFC 6455: a frame without a mask closes the connection with
/// 1002, a text message that is not UTF-8 with 1007, pings and pongs beyond the connection's
/// budget with 1008; and the close frame reaches the client, even while the client is still
/// sending (the rest of an over-size message, 1009): the connection ends in order, never with
/// a reset, which would make many clients drop the close frame unread.
@Suite(.timeLimit(.minutes(2)))
struct ClientFrameTests {

    @Test func anUnmaskedFrameClosesTheConnectionWithCode1002AndIsNotActedOn() async throws {
        try await withOpenedPage { connection, registry in
            try await connection.send(RawConnection.encodeFrame(opcode: RawConnection.Opcode.text, fin: true,
                                                                payload: Array(Self.renameToEve.utf8), masked: false))
            let frames = try await connection.readFramesUntilClosed()
            #expect(frames.last?.closeCode == 1002, "\(frames)")
            #expect(!frames.contains { $0.text.contains("Eve") }, "the unmasked message was acted on")
            #expect(connection.readError == nil)
            #expect(!connection.closedByTheTest, "the server never closed the connection")
            try await waitUntil { await registry.sessionCount == 0 }
        }
    }

    /// The guard is in place before the first frame is read: frames that come in the upgrade
    /// request's packet are checked too.
    @Test func anUnmaskedFrameSentWithTheUpgradeRequestClosesTheConnectionWithCode1002() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let bytes = Array(RawConnection.upgradeRequest(port: port).utf8)
                + RawConnection.encodeFrame(opcode: RawConnection.Opcode.text, fin: true, payload: Array(Self.renameToEve.utf8), masked: false)
            try await RawConnection.withConnection(port: port, firstBytes: bytes) { connection in
                let head = try await connection.readHead()
                #expect(head?.hasPrefix("HTTP/1.1 101") == true, "\(head ?? "no head")")
                let frames = try await connection.readFramesUntilClosed()
                #expect(frames.last?.closeCode == 1002, "\(frames)")
                #expect(!frames.contains { $0.text.contains("Eve") }, "the unmasked message was acted on")
                #expect(!connection.closedByTheTest)
            }
        }
    }

    @Test(arguments: [
        // A byte that begins no character.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
        // A character cut short.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xC3] + Array(#""}"#.utf8),
        // A surrogate, which UTF-8 never encodes.
        Array(#"{"v":2,"type":"editText","field":"player1Name","text":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
    ])
    func aTextMessageThatIsNotUTF8ClosesTheConnectionWithCode1007(payload: [UInt8]) async throws {
        try await withOpenedPage { connection, _ in
            try await connection.sendFrame(opcode: RawConnection.Opcode.text, payload: payload)
            let frames = try await connection.readFramesUntilClosed()
            #expect(frames.last?.closeCode == 1007, "\(frames)")
            #expect(!frames.contains { $0.text.contains(#""code":"malformed""#) }, "the message was read as text")
            #expect(connection.readError == nil)
            #expect(!connection.closedByTheTest)
        }
    }

    /// swift-websocket's own check (`validateUTF8`), which covers a close frame's reason.
    @Test func aCloseFrameWhoseReasonIsNotUTF8IsAnsweredWithCode1002() async throws {
        try await withOpenedPage { connection, _ in
            // 1000, then a reason of one byte that begins no character.
            try await connection.sendFrame(opcode: RawConnection.Opcode.close, payload: [0x03, 0xE8, 0xFF])
            let frames = try await connection.readFramesUntilClosed()
            #expect(frames.last?.closeCode == 1002, "\(frames)")
            #expect(!connection.closedByTheTest)
        }
    }

    /// UTF-8 is checked in the whole message: a character may be split between two frames.
    @Test func aCharacterSplitBetweenTwoFramesIsReadWhole() async throws {
        try await withOpenedPage { connection, _ in
            let accented = Array("é".utf8)
            try await connection.sendFrame(opcode: RawConnection.Opcode.text, fin: false,
                                           payload: Array(#"{"v":2,"type":"editText","field":"player1Name","text":"Ren"#.utf8) + [accented[0]])
            try await connection.sendFrame(opcode: RawConnection.Opcode.continuation, fin: true, payload: [accented[1]] + Array(#""}"#.utf8))
            let screen = try await connection.readText(containing: #""type":"screen""#)
            #expect(screen?.contains("René") == true, "\(screen ?? "closed")")
        }
    }

    /// The client is still sending the message when the server closes: the server reads what
    /// comes until the client's end, so that the connection ends without a reset. A reset
    /// depends on the client's bytes still being unread at the close, hence 20 times (a tester's
    /// client lost the close frame to one 18 times in 24 before the close lingered).
    @Test(arguments: [OversizeMessage.oneFrame, .manyFrames])
    func anOversizeMessageIsAnsweredWithCode1009EveryTime(message: OversizeMessage) async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let bytes = message.bytes
            for attempt in 1...20 {
                try await RawConnection.withConnection(port: port) { connection in
                    _ = try await connection.upgrade(port: port)
                    #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                    try await connection.send(bytes)
                    let closeCode = try await connection.readUntilClosed()
                    #expect(closeCode == 1009, "attempt \(attempt): the close frame was lost")
                    let readError = connection.readError
                    #expect(readError == nil, "attempt \(attempt): the connection was reset: \(String(describing: readError))")
                    #expect(!connection.closedByTheTest, "attempt \(attempt)")
                }
            }
        }
    }

    /// How an over-size message comes.
    enum OversizeMessage: CustomTestStringConvertible, Sendable {

        /// 1 MB in one frame, over the frame size SwiftNIO's decoder takes: more than the
        /// server reads before it refuses the frame.
        case oneFrame

        /// 256 KB in frames of 4 KB, each within the frame size, together over the message size.
        case manyFrames

        var bytes: [UInt8] {
            switch self {
            case .oneFrame:
                return RawConnection.encodeFrame(opcode: RawConnection.Opcode.text, fin: true,
                                                 payload: Array(repeating: UInt8(ascii: "A"), count: 1 << 20))
            case .manyFrames:
                let size = 256 * 1024
                let count = size / MessageFormat.maxMessageSize
                let fragment = [UInt8](repeating: UInt8(ascii: "A"), count: MessageFormat.maxMessageSize)
                return (0..<count).flatMap { index in
                    RawConnection.encodeFrame(opcode: index == 0 ? RawConnection.Opcode.text : RawConnection.Opcode.continuation,
                                              fin: index == count - 1, payload: fragment)
                }
            }
        }

        var testDescription: String {
            switch self {
            case .oneFrame: "in one frame"
            case .manyFrames: "in frames each within the limit"
            }
        }
    }

    /// Pings and pongs have a budget of their own, as large as a session's messages: 20 a second
    /// and 40 in a burst here, where the server's time stands still.
    @Test(arguments: [RawConnection.Opcode.ping, RawConnection.Opcode.pong])
    func aFloodOfControlFramesClosesTheConnectionWithCode1008(opcode: UInt8) async throws {
        try await withOpenedPage(limits: SessionLimits(messagesPerSecond: 20, newSessionsPerAddressPerMinute: 1_000)) { connection, _ in
            let flood = (0..<2_000).flatMap { _ in RawConnection.encodeFrame(opcode: opcode, fin: true, payload: Array("ping".utf8)) }
            try await connection.send(flood)
            let frames = try await connection.readFramesUntilClosed()
            #expect(frames.last?.closeCode == 1008, "\(frames.suffix(3))")
            // Only the budget's pings were answered; the rest were read and dropped.
            #expect(frames.count(where: { $0.opcode == RawConnection.Opcode.pong }) <= 40)
            #expect(connection.readError == nil)
            #expect(!connection.closedByTheTest)
        }
    }

    @Test func pingsWithinTheBudgetAreAnsweredAndThePagePlaysOn() async throws {
        try await withOpenedPage(limits: SessionLimits(messagesPerSecond: 20, newSessionsPerAddressPerMinute: 1_000)) { connection, _ in
            for index in 0..<10 {
                try await connection.sendFrame(opcode: RawConnection.Opcode.ping, payload: Array("ping \(index)".utf8))
                var pong = try await connection.readFrame()
                // The server's own ping, every 10 seconds, on a machine slow enough.
                while pong?.opcode == RawConnection.Opcode.ping {
                    pong = try await connection.readFrame()
                }
                #expect(pong?.opcode == RawConnection.Opcode.pong && pong?.text == "ping \(index)", "\(String(describing: pong))")
            }
            try await connection.sendText(#"{"v":2,"type":"editText","field":"player1Name","text":"Alice"}"#)
            let screen = try await connection.readText(containing: #""type":"screen""#)
            #expect(screen?.contains(#""text":"Alice""#) == true)
        }
    }

    /// Starts a server with `limits` and opens a page on it over a raw connection, shown its
    /// first screen; then runs `body` with the connection and the server's registry.
    private func withOpenedPage(limits: SessionLimits = SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000_000),
                                _ body: @escaping @Sendable (inout RawConnection, SessionRegistry) async throws -> Void) async throws {
        let (app, registry) = try await TestServer.make(limits: limits)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                _ = try await connection.upgrade(port: port)
                #expect(try await connection.readText(containing: #""type":"screen""#) != nil)
                try await body(&connection, registry)
            }
        }
    }

    /// What the page would send to name its first player Eve.
    private static let renameToEve = #"{"v":2,"type":"editText","field":"player1Name","text":"Eve"}"#
}

import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOCore
import Testing
@testable import WebFrontEnd
import WebTesting

/// What a page sends that it should not: each gets a clear error, and changes nothing.
@Suite(.timeLimit(.minutes(2)))
struct HostileInputTests {

    @Test func badMessagesGetAnErrorAndTheSessionPlaysOn() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            let cases: [(sent: String, code: String)] = [
                ("not json", "malformed"),
                ("", "malformed"),
                ("[1, 2]", "malformed"),
                (#"{"v": 1}"#, "malformed"),
                (#"{"v": "1", "type": "tapButton", "id": "login"}"#, "malformed"),
                (#"{"v": 3, "type": "tapButton", "id": "login"}"#, "unsupportedVersion"),
                (#"{"v": 0, "type": "tapButton", "id": "login"}"#, "unsupportedVersion"),
                (#"{"v": 2, "type": "openLink"}"#, "malformed"),
                (#"{"v": 1, "type": "launchMissiles"}"#, "unknownAction"),
                (#"{"v": 1, "type": "tapButton"}"#, "malformed"),
                (#"{"v": 1, "type": "tapCell", "row": 0}"#, "malformed"),
                (#"{"v": 2, "type": "setToggle", "id": "hideDone", "on": 1}"#, "malformed"),
                (#"{"v": 1, "type": "tapCell", "row": 0, "column": 0}"#, "rejected"),
                (#"{"v": 1, "type": "tapButton", "id": "startGame"}"#, "rejected"),
                (#"{"v": 1, "type": "chooseAlertAction", "index": 0}"#, "rejected"),
                (#"{"v": 1, "type": "editText", "field": "nope", "text": "x"}"#, "rejected"),
                (#"{"v": 1, "type": "tapCell", "row": 99999999999999999999, "column": 0}"#, "malformed"),
            ]
            for (sent, code) in cases {
                try await page.send(sent)
                let reply = try await page.next()
                #expect(reply.type == "error", "\(sent)")
                #expect(reply.code == code, "\(sent)")
                #expect(reply.message?.isEmpty == false)
            }
            try await page.outbound.write(.binary(ByteBuffer(string: #"{"v":1,"type":"tapButton","id":"login"}"#)))
            let binaryReply = try await page.next()
            #expect(binaryReply.code == "binary")

            // Nothing changed: the login still works.
            let start = try await page.logIn("Alice", "Bob")
            #expect(start.labels == ["Alice (0)", "vs", "Bob (0)", "Draws: 0"])
        }
    }

    @Test func anActionForAScreenNotShownIsRefusedWithTheReason() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            _ = try await page.logIn("Alice", "Bob")
            let result = try await page.play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
            #expect(result.alert?.title == "Alice won! (top row)")
            try await page.send(#"{"v":1,"type":"tapCell","row":2,"column":2}"#)
            let reply = try await page.next()
            #expect(reply.code == "rejected")
            #expect(reply.message == "Close the message first.")
        }
    }

    @Test func anOversizedMessageClosesTheConnectionWithCode1009() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let closeFrame = try await client.withPage { page in
                try await page.skipWelcomeAndFirstScreen()
                let name = String(repeating: "A", count: 100_000)
                try await page.send(#"{"v":1,"type":"editText","field":"player1Name","text":"\#(name)"}"#)
                #expect(try await page.isClosed())
            }
            #expect(closeFrame?.closeCode == .messageTooLarge)
            try await waitUntil { await registry.sessionCount == 0 }
        }
    }

    @Test func aFloodClosesThatConnectionOnlyAndTheSessionSurvives() async throws {
        // The server's time stands still (see `TestServer.make`): the bucket holds 40 messages
        // and never refills, so the 200 below are a flood however slowly they arrive.
        let (app, registry) = try await TestServer.make(limits: SessionLimits(messagesPerSecond: 20))
        try await app.test(.live) { client in
            let token = Box<String>()
            try await client.withPage { page in
                token.value = try await page.next().session
                _ = try await page.nextScreen()
                _ = try await page.logIn("Alice", "Bob")
                for _ in 0..<200 {
                    try? await page.send(#"{"v":1,"type":"tapButton","id":"nope"}"#)
                }
                var codes: [String] = []
                while case let .text(text)? = try await page.inbound.next() {
                    if text.contains(#""code":"tooManyMessages""#) {
                        codes.append("tooManyMessages")
                    }
                }
                #expect(codes == ["tooManyMessages"])
            }
            #expect(await registry.sessionCount == 1)
            let resumeToken = try #require(token.value)
            try await client.withPage("/ws?session=\(resumeToken)") { page in
                let welcome = try await page.next()
                let start = try await page.nextScreen()
                #expect(welcome.resumed == true)
                #expect(start.labels == ["Alice (0)", "vs", "Bob (0)", "Draws: 0"])
            }
        }
    }
}

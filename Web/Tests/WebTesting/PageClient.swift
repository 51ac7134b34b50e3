import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
import WebFrontEnd

/// A message from the server, read as the page reads it: by the documented JSON fields.
package struct ReceivedMessage: Decodable, Sendable {
    package struct Content: Decodable, Sendable {
        package struct Screen: Decodable, Sendable {
            package let title: String
            package let background: String
            package let elements: [Element]
        }
        package struct Element: Decodable, Sendable {
            package let type: String
            package let text: String?
            package let color: String?
            package let id: String?
            package let title: String?
            package let cells: [[Mark?]]?
            package let highlighted: [Position]?
        }
        package struct Position: Decodable, Equatable, Sendable {
            package let row: Int
            package let column: Int

            package init(row: Int, column: Int) {
                self.row = row
                self.column = column
            }
        }
        package struct Mark: Decodable, Sendable {
            package let symbol: String
            package let color: String
        }
        package struct Alert: Decodable, Sendable {
            package let title: String
            package let actions: [String]
        }
        package let screen: Screen
        package let alert: Alert?

        /// The labels' texts, top to bottom.
        package var labels: [String] {
            screen.elements.filter { $0.type == "label" }.compactMap(\.text)
        }
    }

    /// A RIBsInspector message, read by its documented fields.
    package struct Inspector: Decodable, Sendable {
        package struct Node: Decodable, Sendable {
            package let name: String
            package let active: Bool
            package let state: String?
            package let children: [Node]

            /// The tree drawn one router a line, indented by depth.
            package func lines(depth: Int = 0) -> [String] {
                [String(repeating: "  ", count: depth) + name + (active ? "" : " (inactive)")]
                    + children.flatMap { $0.lines(depth: depth + 1) }
            }
        }
        package struct Event: Decodable, Sendable {
            package let kind: String
            package let router: String
            package let parent: String?
            package let workflow: String?
            package let step: Int?
        }
        package let format: String
        package let version: Int
        package let type: String
        package let tree: Node
        package let events: [Event]?
        package let event: Event?
    }

    package let v: Int
    package let type: String
    package let inspector: Inspector?
    package let session: String?
    package let resumed: Bool?
    package let maxMessageBytes: Int?
    package let content: Content?
    package let code: String?
    package let message: String?
    package let limit: Int?
    package let trace: String?
    package let cut: Bool?
}

/// Plays through a WebSocket as the page does: sends actions, reads messages.
package struct PageClient {
    package var inbound: WebSocketInboundMessageStream.AsyncIterator
    package let outbound: WebSocketOutboundWriter

    /// How long any page may stay connected, as ``RawConnection/lifetime``.
    package static let lifetime: Duration = .seconds(60)

    package init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
        self.inbound = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        self.outbound = outbound
    }

    /// The next message, or a test failure if the socket closes first.
    package mutating func next(sourceLocation: SourceLocation = #_sourceLocation) async throws -> ReceivedMessage {
        let text = try await nextText(sourceLocation: sourceLocation)
        let message = try JSONDecoder().decode(ReceivedMessage.self, from: Data(text.utf8))
        #expect(message.v == MessageFormat.version, sourceLocation: sourceLocation)
        return message
    }

    /// The next message's text, as the server wrote it, or a test failure if the socket closes
    /// first.
    package mutating func nextText(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        guard case let .text(text) = try await inbound.next() else {
            Issue.record("The socket closed, or sent a binary frame, instead of a message", sourceLocation: sourceLocation)
            throw PageClientError.closed
        }
        return text
    }

    /// The next message, expected to be a screen; its content.
    package mutating func nextScreen(sourceLocation: SourceLocation = #_sourceLocation) async throws -> ReceivedMessage.Content {
        let message = try await next(sourceLocation: sourceLocation)
        guard message.type == "screen", let content = message.content else {
            Issue.record("Expected a screen, got \(message.type): \(message.message ?? "")", sourceLocation: sourceLocation)
            throw PageClientError.unexpected(message.type)
        }
        return content
    }

    /// Reads what a new page gets first, the welcome and the first screen, when the test has
    /// nothing to check in them.
    package mutating func skipWelcomeAndFirstScreen(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        _ = try await next(sourceLocation: sourceLocation)
        _ = try await nextScreen(sourceLocation: sourceLocation)
    }

    /// Whether the socket closes without another message.
    package mutating func isClosed() async throws -> Bool {
        try await inbound.next() == nil
    }

    /// Sends `json` as a text message.
    package func send(_ json: String) async throws {
        try await outbound.write(.text(json))
    }

    /// Hands `link` to the session, as a page opened with it in its address does.
    package func open(_ link: String) async throws {
        struct OpenLink: Encodable {
            let v = MessageFormat.version
            let type = "openLink"
            let link: String
        }
        try await send(String(decoding: try JSONEncoder().encode(OpenLink(link: link)), as: UTF8.self))
    }

    /// Types both names and logs in; returns the start screen.
    package mutating func logIn(_ player1: String, _ player2: String) async throws -> ReceivedMessage.Content {
        try await send(#"{"v":1,"type":"editText","field":"player1Name","text":"\#(player1)"}"#)
        _ = try await nextScreen()
        try await send(#"{"v":1,"type":"editText","field":"player2Name","text":"\#(player2)"}"#)
        _ = try await nextScreen()
        try await send(#"{"v":1,"type":"tapButton","id":"login"}"#)
        return try await nextScreen()
    }

    /// Starts a game, taps `cells` (row, column) in turn, and returns the content with the result.
    package mutating func play(_ cells: [(Int, Int)]) async throws -> ReceivedMessage.Content {
        try await send(#"{"v":1,"type":"tapButton","id":"startGame"}"#)
        var content = try await nextScreen()
        for (row, column) in cells {
            try await send(#"{"v":1,"type":"tapGridCell","grid":"board","row":\#(row),"column":\#(column)}"#)
            content = try await nextScreen()
        }
        return content
    }

    /// Closes the result; returns the start screen.
    package mutating func closeResult() async throws -> ReceivedMessage.Content {
        try await send(#"{"v":1,"type":"chooseAlertAction","index":0}"#)
        return try await nextScreen()
    }
}

extension TestClientProtocol {

    /// Connects a page to `path` and plays `body` through it; returns the server's close frame.
    ///
    /// A page that waits for a message that never comes does not hang the run: after
    /// ``PageClient/lifetime`` the test closes the socket, and the wait fails. Like a browser,
    /// the page takes frames of up to 1 MB (a screen with a 1,000-row list is about 130 KB).
    @discardableResult
    package func withPage(_ path: String = "/ws",
                  _ body: @escaping @Sendable (inout PageClient) async throws -> Void) async throws -> WebSocketCloseFrame? {
        try await ws(path, configuration: WebSocketClientConfiguration(maxFrameSize: 1 << 20)) { inbound, outbound, _ in
            let deadline = Task {
                try await Task.sleep(for: PageClient.lifetime)
                try await outbound.close(.goingAway, reason: "the test's time is up")
            }
            defer {
                deadline.cancel()
            }
            var page = PageClient(inbound: inbound, outbound: outbound)
            try await body(&page)
        }
    }
}

package enum PageClientError: Error {
    case closed
    case unexpected(String)
}

import Foundation
import RIBsInspector
import ScreenKit

/// A message from the server to the page; each is one JSON object with `"v"` and `"type"`.
///
/// See `Web/PROTOCOL.md` for every type and field.
enum ServerMessage: Equatable, Sendable {

    /// The session the connection joined: `session` is the token that resumes it.
    case welcome(session: String, resumed: Bool, idleTimeoutSeconds: Int)

    /// What the session's window shows now; sent after `welcome` and after every change.
    case screen(WindowContent)

    /// The session's RIB tree and lifecycle timeline (a snapshot), or one event with the tree
    /// after it: RIBsInspector's own format, inside `inspector`.
    case inspector(InspectorMessage)

    /// The app took the link the page handed over: it starts what the link asks for, at once
    /// or once the player gets there (after the login, say).
    case linkOpened

    /// Something the page sent was not acted on; nothing changed.
    case error(ClientError)

    /// The server holds as many sessions as it may; the connection is closed.
    case sessionLimitReached(limit: Int)

    /// The session was idle too long and has been released; the connection is closed.
    case sessionExpired

    /// The server is shutting down; the connection is closed.
    case shuttingDown

    /// Another page (a duplicated tab) took the session over; this connection is closed.
    case openedElsewhere

    /// The message as the JSON text sent to the page.
    var json: String {
        // Encoding these plain values cannot fail; an empty object would still be valid JSON.
        let data = (try? Self.encoder.encode(Envelope(self))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Private

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The flat JSON object: `v`, `type` and the fields of that type.
    private struct Envelope: Encodable {
        let v = MessageFormat.version
        let type: String
        var session: String?
        var resumed: Bool?
        var idleTimeoutSeconds: Int?
        var maxMessageBytes: Int?
        var content: WindowContentPayload?
        var code: String?
        var message: String?
        var limit: Int?
        var inspector: InspectorMessage?

        init(_ message: ServerMessage) {
            switch message {
            case let .welcome(session, resumed, idleTimeoutSeconds):
                type = "welcome"
                self.session = session
                self.resumed = resumed
                self.idleTimeoutSeconds = idleTimeoutSeconds
                maxMessageBytes = MessageFormat.maxMessageSize
            case let .screen(content):
                type = "screen"
                self.content = WindowContentPayload(content)
            case let .inspector(message):
                type = "inspector"
                inspector = message
            case .linkOpened:
                type = "linkOpened"
            case let .error(error):
                type = "error"
                code = error.code
                self.message = error.message
            case let .sessionLimitReached(limit):
                type = "sessionLimitReached"
                self.limit = limit
                self.message = "The server is full: it plays at most \(limit) game\(limit == 1 ? "" : "s") at once. Try again in a few minutes."
            case .sessionExpired:
                type = "sessionExpired"
                self.message = "This game ended after a long time without play. Reload to start a new one."
            case .shuttingDown:
                type = "shuttingDown"
                self.message = "The server is shutting down."
            case .openedElsewhere:
                type = "openedElsewhere"
                self.message = "This game is now open in another tab or window."
            }
        }
    }
}

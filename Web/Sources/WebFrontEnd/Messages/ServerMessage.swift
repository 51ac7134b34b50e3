import Foundation
import RIBsInspector
import ScreenKit

/// A message from the server to the page; each is one JSON object with `"v"` and `"type"`.
///
/// See `Web/PROTOCOL.md` for every type and field.
enum ServerMessage: Equatable, Sendable {

    /// The session the connection joined: `session` is the token that resumes it. A page that
    /// asked to resume a session that could not come back is told why in `notResumed`; `inputs`
    /// says how far the session got with the page's inputs, for the page to send those past
    /// them again, within `messagesPerSecond`, the session's message budget (if given).
    case welcome(session: String, resumed: Bool, idleTimeoutSeconds: Int, notResumed: NotResumedReason? = nil,
                 inputs: InputMarks = InputMarks(), messagesPerSecond: Int? = nil)

    /// What the session's window shows now, after the page's inputs up to `inputs`; sent after
    /// `welcome` and after every change.
    case screen(WindowContent, inputs: InputMarks = InputMarks())

    /// The session's RIB tree and lifecycle timeline (a snapshot), or one event with the tree
    /// after it: RIBsInspector's own format, inside `inspector`.
    case inspector(InspectorMessage)

    /// The app took the link the page handed over: it starts what the link asks for, at once
    /// or once the user gets there (after the login, say).
    case linkOpened

    /// Something the page sent was not acted on; nothing changed. `input` is the number of the
    /// page's input that was refused, if it had one.
    case error(ClientError, input: Int64? = nil)

    /// The server holds as many sessions as it may; the connection is closed.
    case sessionLimitReached(limit: Int)

    /// The page's address opened new sessions faster than
    /// ``SessionLimits/newSessionsPerAddressPerMinute``; the connection is closed.
    case tooManyNewSessions

    /// The session was idle too long and has been released; the connection is closed.
    case sessionExpired

    /// The server is shutting down; the connection is closed. With `sessionsAreStored`, the session
    /// is in the store, and the page reconnects by itself: to another server sharing the store,
    /// or to this one once it is back.
    case shuttingDown(sessionsAreStored: Bool)

    /// Another page (a duplicated tab) took the session over; this connection is closed.
    case openedElsewhere

    /// The session's trace, as a file holds it, written once, off the main actor.
    case trace(WrittenTrace)

    /// The server could not store the session: it goes on, but a restart of the server would
    /// lose it. Sent once, until storing works again.
    case saveFailed

    /// Storing works again, after ``saveFailed``: the session, as the page shows it, is stored,
    /// with the change of its inputs up to `saved`.
    case saveRecovered(saved: Int64)

    /// The server's store does not answer, so it can neither bring the page's session back nor
    /// keep a new one; the connection is closed, and the page may try again shortly (its session,
    /// if it has one, waits in the store).
    case storageUnavailable

    /// The message as the JSON text sent to the page.
    var json: String {
        var json = JSONWriter()
        json.object { json in
            switch self {
            case let .welcome(session, resumed, idleTimeoutSeconds, notResumed, inputs, messagesPerSecond):
                json.field("idleTimeoutSeconds", idleTimeoutSeconds)
                // Always, even 0: a page replays only to a server that says how far it got.
                json.field("input", Int(inputs.applied))
                json.field("maxMessageBytes", MessageFormat.maxMessageSize)
                if let messagesPerSecond {
                    json.field("messagesPerSecond", messagesPerSecond)
                }
                if let notResumed {
                    json.field("notResumed", notResumed.rawValue)
                    json.field("notResumedMessage", notResumed.message)
                }
                json.key("resumed")
                json.bool(resumed)
                if let saved = inputs.saved {
                    json.field("saved", Int(saved))
                }
                json.field("session", session)
            case let .screen(content, inputs):
                json.key("content")
                content.writeJSON(to: &json)
                inputs.writeFields(to: &json)
            case let .inspector(message):
                json.key("inspector")
                // Encoding these plain values cannot fail; an empty object would still be valid JSON.
                json.json((try? Self.inspectorEncoder.encode(message)) ?? Data("{}".utf8))
            case .linkOpened:
                break
            case let .error(error, input):
                json.field("code", error.code)
                if let input {
                    json.field("input", Int(input))
                }
                json.field("message", error.message)
            case let .sessionLimitReached(limit):
                json.field("limit", limit)
                json.field("message", "The server is full: it serves at most \(limit) session\(limit == 1 ? "" : "s") at once. Try again in a few minutes.")
            case .tooManyNewSessions:
                json.field("message", "Too many new sessions from your address. Try again in a minute.")
            case .sessionExpired:
                json.field("message", "This session ended after a long time without use. Reload to start a new one.")
            case let .shuttingDown(sessionsAreStored):
                if sessionsAreStored {
                    json.field("message", "The server is restarting; your session is saved.")
                    json.key("reconnect")
                    json.bool(true)
                } else {
                    json.field("message", "The server is shutting down.")
                }
            case .openedElsewhere:
                json.field("message", "This session is now open in another tab or window.")
            case let .trace(trace):
                // `cut` and `trace`, escaped where the trace was written.
                json.json(trace.fields.utf8)
            case .saveFailed:
                json.field("message", "The server cannot save sessions right now. This session goes on, but a restart of the server would lose it.")
            case let .saveRecovered(saved):
                json.field("message", "The server saves sessions again: this session is saved.")
                json.field("saved", Int(saved))
            case .storageUnavailable:
                json.field("message", "The server's session storage is not answering. Try again shortly.")
            }
            json.field("type", type)
            json.field("v", MessageFormat.version)
        }
        return json.text
    }

    // MARK: - Private

    /// RIBsInspector's messages are `Codable` in RIBsInspector; they are sent only while a
    /// page shows the inspector.
    private static let inspectorEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// The message's `type`.
    private var type: String {
        switch self {
        case .welcome: "welcome"
        case .screen: "screen"
        case .inspector: "inspector"
        case .linkOpened: "linkOpened"
        case .error: "error"
        case .sessionLimitReached: "sessionLimitReached"
        case .tooManyNewSessions: "tooManyNewSessions"
        case .sessionExpired: "sessionExpired"
        case .shuttingDown: "shuttingDown"
        case .openedElsewhere: "openedElsewhere"
        case .saveFailed: "saveFailed"
        case .saveRecovered: "saveRecovered"
        case .storageUnavailable: "storageUnavailable"
        case .trace: "trace"
        }
    }
}

import ScreenKit

/// Why the server did not act on something the page sent; sent back as an `error` message.
///
/// Nothing in the session changed.
public struct ClientError: Error, Equatable, Sendable {

    /// A stable, machine-readable reason, such as `malformed`.
    public let code: String

    /// A sentence the page can show.
    public let message: String

    /// The message was not JSON of the expected shape.
    static let malformed = ClientError(code: "malformed", message: "That message is not valid JSON of the expected shape.")

    /// The message was a binary frame.
    static let binaryNotAccepted = ClientError(code: "binary", message: "Only text messages are accepted.")

    /// The page sent messages faster than any user clicks.
    static let tooManyMessages = ClientError(code: "tooManyMessages", message: "Too many messages; the connection is closed. Reload to go on.")

    /// The message's version is not one of ``MessageFormat/readableVersions``.
    static func unsupportedVersion(_ version: Int) -> ClientError {
        ClientError(code: "unsupportedVersion", message: "Message version \(version) is not supported; this server speaks version \(MessageFormat.version).")
    }

    /// The app did not open the link the page handed over.
    static func linkRefused(_ refusal: LinkRefusal) -> ClientError {
        ClientError(code: "linkRefused", message: "Cannot open the link: \(refusal.message)")
    }

    /// The message's `type` names no action.
    static func unknownAction(_ type: String) -> ClientError {
        ClientError(code: "unknownAction", message: "Unknown action \"\(type.prefix(40))\".")
    }

    /// An action lacked one of its fields.
    static func missingField(_ field: String, of type: String) -> ClientError {
        ClientError(code: "malformed", message: "The action \(type) needs \"\(field)\".")
    }

    /// An action or a link whose `input` is no whole number above 0.
    static func badInputNumber(of type: String) -> ClientError {
        ClientError(code: "malformed", message: "The \"input\" of \(type.prefix(40)) must be a whole number from 1 to 2^53 - 1.")
    }

    /// The session has no trace to send.
    static func traceUnavailable(_ reason: String) -> ClientError {
        ClientError(code: "traceUnavailable", message: reason)
    }

    /// The page asked for the session's trace while the one it asked for before was still
    /// being written.
    static let traceBeingWritten = ClientError(code: "traceBusy",
                                               message: "Your trace is still being prepared: it downloads in a moment.")

    /// The page asked for the session's trace while the server had as many traces to write as
    /// it takes at once (``TraceWritingQueue/maxTraces``).
    static let tracesBusy = ClientError(code: "traceBusy",
                                        message: "The server is preparing other traces: try the download again in a few seconds.")

    /// The window refused the action: it does not fit what is on screen.
    static func rejected(_ rejection: UserActionRejection) -> ClientError {
        ClientError(code: "rejected", message: rejection.description)
    }
}

extension ClientError {

    /// The action ScreenKit's codec could not read: an unknown one, or one whose field is
    /// missing or of another kind.
    init(_ error: UserActionDecodingError) {
        switch error {
        case let .unknownAction(name):
            self = .unknownAction(name)
        case let .missingField(field, name):
            self = .missingField(field, of: name)
        case let .wrongType(field, name):
            self.init(code: "malformed", message: "The action \(name.prefix(40)) needs \"\(field)\" of another kind.")
        }
    }
}

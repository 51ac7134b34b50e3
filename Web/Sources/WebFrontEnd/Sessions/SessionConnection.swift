/// The outgoing half of one WebSocket connection, as a session sees it: messages to send, then
/// perhaps a close.
///
/// A session writes from the main actor; the connection's writer task drains ``outgoing`` into
/// the socket, encoding each message to JSON there, off the main actor that all sessions share. At most ``bufferLimit`` messages wait: should a page stop reading, the oldest are
/// dropped, which loses nothing a page needs, since every `screen` message is the whole window.
final class SessionConnection: Sendable {

    /// What the writer task does next.
    enum Outgoing: Sendable, Equatable {

        /// Sends a message, as JSON text.
        case message(ServerMessage)

        /// Closes the socket, with a WebSocket close code and reason.
        case close(code: CloseCode, reason: String)
    }

    /// Why a connection is closed by the server.
    enum CloseCode: Sendable, Equatable {

        /// The session ended normally (expired, server full, shutting down).
        case normal

        /// The page broke the rules (a flood of messages, a message in too many frames).
        case policyViolation

        /// The page sent a message over the size limit.
        case messageTooLarge

        /// The page's frames broke the WebSocket protocol.
        case protocolError

        /// The page sent a text message that is not UTF-8.
        case invalidData
    }

    /// The most messages waiting to be written.
    static let bufferLimit = 32

    /// The messages to write, in order; finishes after a close.
    let outgoing: AsyncStream<Outgoing>

    /// Creates a connection with nothing to write yet.
    init() {
        (outgoing, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(Self.bufferLimit))
        (messagesWritten, messagesWrittenContinuation) = AsyncStream.makeStream()
    }

    /// Returns once the writer task has handed every message and the close to the socket's
    /// output, which it then ends (or has given up on the page); for one caller at a time, such
    /// as the shutdown that must not stop the server before each page has been told.
    func waitUntilMessagesAreWritten() async {
        for await _ in messagesWritten {}
    }

    /// Called by the writer task when it ends: after the close, at the end of ``outgoing``, or
    /// when writing failed. Safe to call more than once.
    func didWriteTheMessages() {
        messagesWrittenContinuation.finish()
    }

    /// Queues `message` for the page.
    func send(_ message: ServerMessage) {
        continuation.yield(.message(message))
    }

    /// Queues `message`, if any, then a close; nothing is written after it.
    func close(after message: ServerMessage?, code: CloseCode = .normal) {
        if let message {
            send(message)
        }
        continuation.yield(.close(code: code, reason: ""))
        continuation.finish()
    }

    /// Ends ``outgoing`` without a close frame: the page has gone.
    func finish() {
        continuation.finish()
    }

    // MARK: - Private

    private let continuation: AsyncStream<Outgoing>.Continuation
    private let messagesWritten: AsyncStream<Never>
    private let messagesWrittenContinuation: AsyncStream<Never>.Continuation
}

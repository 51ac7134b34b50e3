import HummingbirdWebSocket
import NIOCore

/// Collates a page's WebSocket frames into messages, holding at most ``maxBytes`` of one
/// message and counting its frames against ``maxFragments``, whatever the frames are.
///
/// swift-websocket's `messages(maxSize:)` (1.6.2, the newest) keeps every fragment of a
/// message and counts only their payload bytes: a peer that starts a message and then sends
/// empty continuation frames, never a final one, grew the server by about 100 MB a second.
/// Here each fragment's bytes are copied into one buffer as it arrives and the frame is let
/// go, and a message of more than ``maxFragments`` frames closes the connection.
///
/// A text message's bytes must be UTF-8, checked once it is whole: swift-websocket checks
/// them (`validateUTF8`) only in its own `messages(maxSize:)`, which the server does not use.
struct InboundMessageAssembler {

    /// A whole message from the page.
    enum Message: Equatable {

        /// A text message.
        case text(String)

        /// A binary message; the server reads none, so its bytes are not kept.
        case binary
    }

    /// Why the connection must be closed.
    enum Violation: Error, Equatable {

        /// The message's bytes are over ``maxBytes``: close with 1009.
        case tooLarge

        /// The message came in more than ``maxFragments`` frames: close with 1008.
        case tooManyFragments

        /// A continuation without a message to continue, or a new message before the last
        /// one ended: close with 1002.
        case outOfSequence

        /// A text message whose bytes are not UTF-8 (RFC 6455, section 8.1): close with 1007.
        case invalidUTF8
    }

    /// The most bytes one message may have.
    let maxBytes: Int

    /// The most frames one message may come in. The page sends every message in one frame;
    /// a client library that splits messages still needs only a few for ``maxBytes``.
    let maxFragments: Int

    /// Creates an assembler with no message under way.
    ///
    /// - Parameters:
    ///   - maxBytes: The most bytes one message may have.
    ///   - maxFragments: The most frames one message may come in.
    init(maxBytes: Int, maxFragments: Int) {
        self.maxBytes = maxBytes
        self.maxFragments = maxFragments
    }

    /// Takes the next frame.
    ///
    /// - Returns: The message `frame` ends, or `nil` while one is still under way.
    /// - Throws: ``Violation`` when the frames break a limit or the protocol.
    mutating func append(_ frame: WebSocketDataFrame) throws(Violation) -> Message? {
        switch frame.opcode {
        case .text, .binary:
            guard messageUnderWay == nil else {
                throw .outOfSequence
            }
            messageUnderWay = MessageUnderWay(isText: frame.opcode == .text)
        case .continuation:
            guard messageUnderWay != nil else {
                throw .outOfSequence
            }
        }
        guard var message = messageUnderWay else {
            throw .outOfSequence
        }
        message.fragments += 1
        guard message.fragments <= maxFragments else {
            throw .tooManyFragments
        }
        message.byteCount += frame.data.readableBytes
        guard message.byteCount <= maxBytes else {
            throw .tooLarge
        }
        if message.isText {
            var data = frame.data
            message.bytes.writeBuffer(&data)
        }
        guard frame.fin else {
            messageUnderWay = message
            return nil
        }
        messageUnderWay = nil
        guard message.isText else {
            return .binary
        }
        guard let text = String(validating: message.bytes.readableBytesView, as: UTF8.self) else {
            throw .invalidUTF8
        }
        return .text(text)
    }

    // MARK: - Private

    /// What is kept of a message until its last frame.
    private struct MessageUnderWay {
        let isText: Bool
        var fragments = 0
        var byteCount = 0
        var bytes = ByteBuffer()
    }

    private var messageUnderWay: MessageUnderWay?
}

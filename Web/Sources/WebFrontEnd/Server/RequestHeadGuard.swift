import NIOCore

/// Watches the first request head of a connection, in front of the HTTP parser, and answers at
/// once, then closes, what no server should sit on: a request line over
/// ``RequestHeadLimits/maxRequestLineBytes`` (414), a head over
/// ``RequestHeadLimits/maxHeadBytes`` (431), a method that is no HTTP token, such as binary
/// noise (400), a head not complete within ``RequestHeadLimits/headTimeout`` (408), and one
/// still coming when the server stops (503).
///
/// It passes every byte on as it comes and leaves the pipeline once the head is complete, so
/// a WebSocket's frames never go through it. Heads the parser itself refuses (a malformed
/// header line) are answered through ``refuse(with:)`` by ``RequestParseErrorResponder``.
final class RequestHeadGuard: ChannelDuplexHandler, RemovableChannelHandler {

    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Creates a guard.
    ///
    /// - Parameter limits: The head's sizes and the time it may take.
    init(limits: RequestHeadLimits) {
        self.limits = limits
    }

    /// Answers `status` with an empty response and closes the connection, unless the head is
    /// already complete or answered.
    ///
    /// - Parameter status: The response's status line, such as `400 Bad Request`.
    func refuse(with status: RequestHeadRefusal) {
        guard let context, state == .readingHead else {
            return
        }
        state = .refused
        timeout?.cancel()
        let response = "HTTP/1.1 \(status.statusLine)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: response)), promise: nil)
        context.close(promise: nil)
    }

    // MARK: - ChannelHandler

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        let loopBoundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
        timeout = context.eventLoop.scheduleTask(in: limits.headTimeout) {
            loopBoundSelf.value.refuse(with: .timedOut)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The server is stopping: a connection still sending its first head would hold the
        // shutdown up until its head's time is up.
        if event is ChannelShouldQuiesceEvent {
            refuse(with: .shuttingDown)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timeout?.cancel()
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard state == .readingHead else {
            // A refused connection's further bytes are dropped; it is closing.
            return
        }
        let buffer = unwrapInboundIn(data)
        let verdict = scan(buffer.readableBytesView)
        if case let .refuse(status) = verdict {
            refuse(with: status)
            return
        }
        context.fireChannelRead(data)
        if verdict == .headComplete, state == .readingHead {
            state = .headComplete
            timeout?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    // MARK: - Private

    /// Where the connection's first head is.
    private enum State {
        case readingHead
        case headComplete
        case refused
    }

    /// What a buffer's bytes tell about the head.
    private enum Verdict: Equatable {
        case incomplete
        case headComplete
        case refuse(RequestHeadRefusal)
    }

    private let limits: RequestHeadLimits
    private var context: ChannelHandlerContext?
    private var timeout: Scheduled<Void>?
    private var state = State.readingHead
    private var headBytes = 0
    private var methodEnded = false
    private var requestLineEnded = false
    /// The line feeds and carriage returns at the end of what was read, to find the empty line
    /// that ends the head across buffers.
    private var lineBreakRun: [UInt8] = []

    private func scan(_ bytes: ByteBufferView) -> Verdict {
        for byte in bytes {
            headBytes += 1
            if !methodEnded {
                if byte == UInt8(ascii: " ") {
                    methodEnded = true
                } else if !Self.isMethodCharacter(byte) || headBytes > Self.maxMethodBytes {
                    return .refuse(.malformed)
                }
            }
            if !requestLineEnded {
                if byte == UInt8(ascii: "\n") {
                    requestLineEnded = true
                } else if headBytes > limits.maxRequestLineBytes {
                    return .refuse(.requestLineTooLong)
                }
            }
            if headBytes > limits.maxHeadBytes {
                return .refuse(.headTooLarge)
            }
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                lineBreakRun.append(byte)
                if lineBreakRun.suffix(4) == [13, 10, 13, 10] || lineBreakRun.suffix(2) == [10, 10] {
                    return .headComplete
                }
            } else {
                lineBreakRun.removeAll(keepingCapacity: true)
            }
        }
        return .incomplete
    }

    /// The longest method: the server answers GET and HEAD; `OPTIONS` and the like are a few
    /// letters more.
    private static let maxMethodBytes = 16

    /// Methods are HTTP tokens; every method a browser sends is upper-case letters.
    private static func isMethodCharacter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

/// Why a request head is answered with an error and the connection closed.
enum RequestHeadRefusal: Equatable {

    /// The request line (the address) is too long: 414.
    case requestLineTooLong

    /// The head is too large: 431.
    case headTooLarge

    /// The head is no HTTP: 400.
    case malformed

    /// The head did not arrive within the time allowed: 408.
    case timedOut

    /// The server is stopping before the head arrived: 503.
    case shuttingDown

    /// The response's status line.
    var statusLine: String {
        switch self {
        case .requestLineTooLong: "414 URI Too Long"
        case .headTooLarge: "431 Request Header Fields Too Large"
        case .malformed: "400 Bad Request"
        case .timedOut: "408 Request Timeout"
        case .shuttingDown: "503 Service Unavailable"
        }
    }
}

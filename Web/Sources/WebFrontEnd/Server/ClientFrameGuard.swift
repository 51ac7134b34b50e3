import Logging
import NIOCore
import NIOWebSocket

/// Checks each frame a page sends for what SwiftNIO's frame decoder and swift-websocket let
/// through: a frame without a mask, which RFC 6455 (section 5.1) says a server must close the
/// connection for (1002), and pings and pongs beyond the connection's budget (1008).
///
/// swift-websocket answers every ping itself, each a hop to its connection's actor and a pong
/// written, and no message budget counted them: 157,000 pings in 8 seconds cost 9.8 seconds of
/// CPU. Here a connection's pings and pongs have a budget of their own, as large as a
/// session's messages (``SessionLimits/messagesPerSecond`` on average, twice as many in a
/// burst): a page pings never (browsers have no API for it) and answers the server's ping
/// every 10 seconds; a client library's keep-alive pings take a few a minute.
///
/// It sits right after the frame decoder, put there by ``WebSocketGuardInstaller`` before the
/// first frame is read. After a violation it writes the close frame, passes on no further
/// frame (the app sees its input end) and closes the connection, which
/// ``LingeringCloseHandler`` does without losing the frame to a reset. It also writes nothing
/// after a close frame, whoever wrote it: SwiftNIO's error handler writes one of its own (1009,
/// for a frame over the size limit) that swift-websocket does not know of.
final class ClientFrameGuard: ChannelDuplexHandler, RemovableChannelHandler {

    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How many pings and pongs one connection may send.
    struct ControlFrameBudget: Sendable {

        /// The pings and pongs per second allowed on average.
        let ratePerSecond: Int

        /// The current time: the registry's, which a test stands still.
        let now: @Sendable () -> ContinuousClock.Instant

        /// A full bucket for a new connection: twice ``ratePerSecond`` in a burst.
        func makeBucket() -> TokenBucket {
            TokenBucket(ratePerSecond: Double(ratePerSecond), capacity: Double(2 * ratePerSecond), now: now())
        }
    }

    /// Creates a guard for one connection.
    ///
    /// - Parameters:
    ///   - controlFrameBudget: How many pings and pongs the connection may send.
    ///   - logger: Where a violation is logged (one line per cause a minute, through
    ///     ``LogThrottle``).
    init(controlFrameBudget: ControlFrameBudget, logger: Logger) {
        self.controlFrameBudget = controlFrameBudget
        controlFrames = controlFrameBudget.makeBucket()
        self.logger = logger
    }

    // MARK: - ChannelHandler

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isRefusing else {
            return
        }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey != nil else {
            refuse(context: context, code: .protocolError, violation: "an unmasked frame")
            return
        }
        if frame.opcode == .ping || frame.opcode == .pong, !controlFrames.allow(at: controlFrameBudget.now()) {
            refuse(context: context, code: .policyViolation, violation: "more pings and pongs than its budget")
            return
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !isCloseFrameWritten else {
            promise?.fail(ChannelError.outputClosed)
            return
        }
        if unwrapOutboundIn(data).opcode == .connectionClose {
            isCloseFrameWritten = true
        }
        context.write(data, promise: promise)
    }

    // MARK: - Private

    private let controlFrameBudget: ControlFrameBudget
    private var controlFrames: TokenBucket
    private let logger: Logger
    private var isRefusing = false
    private var isCloseFrameWritten = false

    private func refuse(context: ChannelHandlerContext, code: WebSocketErrorCode, violation: String) {
        isRefusing = true
        logger.notice("WebSocket closed: the page sent \(violation)", metadata: ["code": "\(code)"])
        if !isCloseFrameWritten {
            isCloseFrameWritten = true
            var payload = context.channel.allocator.buffer(capacity: 2)
            payload.write(webSocketErrorCode: code)
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)), promise: nil)
        }
        // The app reads nothing more; the connection closes once the page has the close frame.
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        context.close(promise: nil)
    }
}

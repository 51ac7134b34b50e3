import NIOCore

/// Closes a WebSocket connection so that its last frames reach the page: the server's close
/// frame (1009, 1002, 1007, 1008) is read by the client rather than lost to a reset.
///
/// A server that closes a TCP connection while bytes the client sent are still unread makes the
/// kernel answer with a reset (RST), and a client that receives one throws away what it had
/// received and not yet read: the close frame with it. 18 of 24 closes of an over-size message
/// were lost so, SwiftNIO's `WebSocketProtocolErrorHandler` closing the connection the moment
/// its 1009 frame was written, the rest of the message still arriving.
///
/// First in the pipeline, and armed once the connection is a WebSocket (``armForWebSocket()``,
/// by ``WebSocketGuardInstaller``), it makes every full close a lingering one: the output is
/// closed once what was written has gone (the client reads the close frame, then the end of
/// the stream), and what the client sends is read and dropped until it closes its end, for at
/// most ``maxLinger`` and ``maxDiscardedBytes``; then the connection is closed. A client that
/// closed its end already, as one that answered the close handshake has, is closed at once.
final class LingeringCloseHandler: ChannelDuplexHandler {

    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The longest a closing connection waits for the client to close its end: a client
    /// answers a close frame at once, so 2 seconds are plenty, and the connection's slot is
    /// held no longer.
    static let maxLinger: TimeAmount = .seconds(2)

    /// The most bytes a closing connection reads and drops before it closes anyway: the rest
    /// of an over-size message (a client may have written a large one whole before it reads),
    /// a flood's frames on their way. Reading them costs the server about what sending them
    /// costs the client.
    static let maxDiscardedBytes = 64 << 20

    /// Makes the connection's full closes lingering ones, from now on.
    func armForWebSocket() {
        isArmed = true
    }

    // MARK: - ChannelHandler

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        endLingering()
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .lingering = state else {
            context.fireChannelRead(data)
            return
        }
        discardedBytes += unwrapInboundIn(data).readableBytes
        if discardedBytes > Self.maxDiscardedBytes {
            closeNow()
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        guard case .lingering = state else {
            context.fireChannelReadComplete()
            return
        }
        // Whatever the handlers behind would read, the client's bytes are taken in until its end.
        context.read()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            isInputClosed = true
            if case .lingering = state {
                closeNow()
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if case .lingering = state {
            closeNow()
        }
        context.fireErrorCaught(error)
    }

    func channelInactive(context: ChannelHandlerContext) {
        endLingering()
        context.fireChannelInactive()
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        switch state {
        case let .lingering(_, closed):
            // The connection closes for good once lingering ends; a half close asked for
            // meanwhile (the output, closed already; the input, still read) changes nothing.
            if let promise {
                closed.futureResult.cascade(to: promise)
            }
        case .open where mode == .all && isArmed && !isInputClosed && context.channel.isActive:
            linger(context: context, closed: promise ?? context.eventLoop.makePromise())
        case .open, .closed:
            context.close(mode: mode, promise: promise)
        }
    }

    // MARK: - Private

    /// Where the connection's close is.
    private enum State {
        case open
        /// The output is closed (or closing, once written); the input is read until the
        /// client's end or `deadline`; `closed` completes with the close.
        case lingering(deadline: Scheduled<Void>, closed: EventLoopPromise<Void>)
        case closed
    }

    private var context: ChannelHandlerContext?
    private var state = State.open
    private var isArmed = false
    private var isInputClosed = false
    private var discardedBytes = 0

    private func linger(context: ChannelHandlerContext, closed: EventLoopPromise<Void>) {
        let loopBoundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
        let deadline = context.eventLoop.scheduleTask(in: Self.maxLinger) {
            loopBoundSelf.value.closeNow()
        }
        state = .lingering(deadline: deadline, closed: closed)
        // SwiftNIO closes the output once what is pending has been written; a connection whose
        // output swift-websocket closed already after its close frame fails this, and lingers all
        // the same.
        context.close(mode: .output, promise: nil)
        context.read()
    }

    /// Ends the lingering: closes the connection.
    private func closeNow() {
        guard case let .lingering(deadline, closed) = state, let context else {
            return
        }
        state = .closed
        deadline.cancel()
        let done = context.eventLoop.makePromise(of: Void.self)
        // Closed either way: by this close, or already, by the client.
        done.futureResult.whenComplete { _ in closed.succeed() }
        context.close(mode: .all, promise: done)
    }

    /// The connection closed (or the handler left) while lingering: whoever asked for the
    /// close is told.
    private func endLingering() {
        guard case let .lingering(deadline, closed) = state else {
            return
        }
        state = .closed
        deadline.cancel()
        closed.succeed()
    }
}

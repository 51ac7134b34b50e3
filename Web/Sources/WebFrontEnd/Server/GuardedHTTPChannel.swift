import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The server's connections as Hummingbird's WebSocket upgrade channel sets them up, behind
/// the guards it lacks: a cap on open connections (``ConnectionLimit``), limits on the first
/// request head's size and time (``RequestHeadGuard``, ``RequestParseErrorResponder``),
/// ambiguous targets refused (``RequestTargetGuard``), and, once a connection is a WebSocket,
/// its frames checked (``ClientFrameGuard``) and its closes lingering
/// (``LingeringCloseHandler``). What the connection logs at notice and above goes through the
/// server's ``LogThrottle``: Hummingbird's WebSocket upgrade logs an error for each connection
/// whose request head timed out, which any client can repeat at will.
struct GuardedHTTPChannel<Guarded: ServerChildChannel>: ServerChildChannel {

    typealias Value = Guarded.Value

    /// The channel that serves the connection once it is let in.
    let guarded: Guarded

    /// The cap on connections open at once.
    let connectionLimit: ConnectionLimit

    /// The first request head's limits.
    let headLimits: RequestHeadLimits

    /// The names the server is reached by, which an absolute-form target must name.
    let allowedHosts: AllowedHosts

    /// The proxies whose PROXY protocol headers name the client.
    let trustedProxies: TrustedProxies

    /// How many pings and pongs a WebSocket may send.
    let controlFrameBudget: ClientFrameGuard.ControlFrameBudget

    /// The server's throttle of the lines a client can cause once per connection.
    let logThrottle: LogThrottle

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let logger = logger.throttled(by: logThrottle)
        guard connectionLimit.open() else {
            logger.notice("Connection refused: the server holds its maximum", metadata: ["limit": "\(connectionLimit.maxConnections)"])
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(ConnectionLimitReached())
        }
        let connectionLimit = self.connectionLimit
        channel.closeFuture.whenComplete { _ in
            connectionLimit.close()
        }
        let headGuard = RequestHeadGuard(limits: headLimits)
        let peer = channel.remoteAddress?.ipAddress.flatMap(ClientAddress.init)
        let clientHandler = ClientAddressHandler(peer: peer, trustedProxies: trustedProxies, connectionLimit: connectionLimit, logger: logger)
        let lingeringClose = LingeringCloseHandler()
        do {
            try channel.pipeline.syncOperations.addHandler(headGuard, position: .first)
            // Before the head's guard: a proxy's header comes before the request.
            try channel.pipeline.syncOperations.addHandler(clientHandler, position: .first)
            // First of all: it sees every close, whichever handler asks for it.
            try channel.pipeline.syncOperations.addHandler(lingeringClose, position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let loopBoundGuard = NIOLoopBound(headGuard, eventLoop: channel.eventLoop)
        let loopBoundLingeringClose = NIOLoopBound(lingeringClose, eventLoop: channel.eventLoop)
        let allowedHosts = self.allowedHosts
        let controlFrameBudget = self.controlFrameBudget
        return guarded.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let responder = RequestParseErrorResponder(headGuard: loopBoundGuard.value)
            try channel.pipeline.syncOperations.addHandler(responder, position: .last)
            // After the upgrade handler, which announces the upgrade to the handlers behind it.
            let installer = WebSocketGuardInstaller(lingeringClose: loopBoundLingeringClose.value,
                                                    controlFrameBudget: controlFrameBudget, logger: logger)
            try channel.pipeline.syncOperations.addHandler(installer, position: .last)
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(RequestTargetGuard(allowedHosts: allowedHosts), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await guarded.handle(value: value, logger: logger.throttled(by: logThrottle))
    }
}

/// A connection was closed at once: the server holds as many as it may.
struct ConnectionLimitReached: Error {}

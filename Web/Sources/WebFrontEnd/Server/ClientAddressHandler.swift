import Logging
import NIOCore

/// Finds out who a connection's client is, and lets it in only within its share of connections
/// (``ConnectionLimit/maxConnectionsPerClient``): the TCP peer, or, when the peer is a trusted
/// proxy, the client its PROXY protocol header names. A trusted proxy's connection that does not
/// begin with a valid header is closed.
///
/// First in the pipeline, it holds the connection's first bytes until the header is read, then
/// passes every byte on as it comes; it stays, so that the WebSocket upgrade can ask it for
/// ``client``.
final class ClientAddressHandler: ChannelInboundHandler, RemovableChannelHandler {

    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// The connection's client, once known.
    private(set) var client: ClientAddress?

    /// Creates the handler of a connection from `peer`.
    init(peer: ClientAddress?, trustedProxies: TrustedProxies, connectionLimit: ConnectionLimit, logger: Logger) {
        self.peer = peer
        expectsProxyHeader = peer.map(trustedProxies.contains) ?? false
        self.connectionLimit = connectionLimit
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if !expectsProxyHeader {
            admit(peer, context: context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard expectsProxyHeader, !isHeaderRead else {
            context.fireChannelRead(data)
            return
        }
        var bytes = unwrapInboundIn(data)
        pending.writeBuffer(&bytes)
        switch ProxyProtocolHeader.read(pending.readableBytesView) {
        case .incomplete:
            if pending.readableBytes >= ProxyProtocolHeader.maxLength {
                refuse(context: context, reason: "a proxy's header too long")
            }
        case .invalid:
            refuse(context: context, reason: "a trusted proxy's connection without a PROXY protocol header")
        case let .complete(length, named):
            isHeaderRead = true
            pending.moveReaderIndex(forwardBy: length)
            // A connection the proxy opened itself (a health check) is the proxy's own.
            admit(named ?? peer, context: context)
            if context.channel.isActive, pending.readableBytes > 0 {
                context.fireChannelRead(wrapInboundOut(pending))
            }
            pending = ByteBuffer()
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let counted {
            connectionLimit.close(for: counted)
            self.counted = nil
        }
        context.fireChannelInactive()
    }

    // MARK: - Private

    private let peer: ClientAddress?
    private let expectsProxyHeader: Bool
    private let connectionLimit: ConnectionLimit
    private let logger: Logger
    private var isHeaderRead = false
    private var pending = ByteBuffer()
    /// The client counted against its share, until the connection closes.
    private var counted: String?

    private func admit(_ client: ClientAddress?, context: ChannelHandlerContext) {
        self.client = client
        guard let client else {
            return
        }
        guard connectionLimit.open(for: client.limitKey) else {
            logger.notice("Connection refused: the client holds its share of the server's connections",
                          metadata: ["client": "\(client.limitKey)", "share": "\(connectionLimit.maxConnectionsPerClient)"])
            context.close(promise: nil)
            return
        }
        counted = client.limitKey
    }

    private func refuse(context: ChannelHandlerContext, reason: String) {
        logger.notice("Connection refused: \(reason)", metadata: ["peer": "\(peer.map(String.init(describing:)) ?? "?")"])
        isHeaderRead = true
        pending = ByteBuffer()
        context.close(promise: nil)
    }
}

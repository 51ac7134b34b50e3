import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Puts a WebSocket's own guards in place the moment its upgrade completes: a
/// ``ClientFrameGuard`` right after SwiftNIO's frame decoder, and the connection's
/// ``LingeringCloseHandler`` armed.
///
/// Hummingbird's upgrade offers no hook of its own between the frame decoder it adds and the
/// WebSocket's handler, and a guard added once the WebSocket's handler runs would miss the
/// frames that came with the upgrade request. SwiftNIO's upgrade handler announces the upgrade
/// (`HTTPServerUpgradeEvents.upgradeComplete`) once the WebSocket's handlers are in the
/// pipeline and before it passes on a byte received after the request. This handler, at the
/// end of the pipeline from the connection's start, hears it there, installs the guards, and
/// leaves.
final class WebSocketGuardInstaller: ChannelInboundHandler, RemovableChannelHandler {

    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny

    /// Creates the installer of one connection's guards.
    ///
    /// - Parameters:
    ///   - lingeringClose: The connection's handler of closes, to arm.
    ///   - controlFrameBudget: How many pings and pongs the connection may send.
    ///   - logger: Where the frame guard logs.
    init(lingeringClose: LingeringCloseHandler, controlFrameBudget: ClientFrameGuard.ControlFrameBudget, logger: Logger) {
        self.lingeringClose = lingeringClose
        self.controlFrameBudget = controlFrameBudget
        self.logger = logger
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard case HTTPServerUpgradeEvents.upgradeComplete = event else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        do {
            let decoder = try context.pipeline.syncOperations.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            let frameGuard = ClientFrameGuard(controlFrameBudget: controlFrameBudget, logger: logger)
            try context.pipeline.syncOperations.addHandler(frameGuard, position: .after(decoder))
            lingeringClose.armForWebSocket()
        } catch {
            // No WebSocket is served unguarded.
            logger.error("WebSocket closed: its guards could not be installed", metadata: ["error": "\(error)"])
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    // MARK: - Private

    private let lingeringClose: LingeringCloseHandler
    private let controlFrameBudget: ClientFrameGuard.ControlFrameBudget
    private let logger: Logger
}

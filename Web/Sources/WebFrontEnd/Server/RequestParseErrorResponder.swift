import NIOCore
import NIOHTTP1

/// Answers a request head that SwiftNIO's HTTP parser refuses (a malformed header line, say)
/// with 400 through the connection's ``RequestHeadGuard``, then closes.
///
/// Hummingbird's WebSocket upgrade pipeline turns SwiftNIO's error handling off, and nothing
/// else answers such a head: the connection used to stay open, unanswered. It sits at the end
/// of the pipeline, where the parser's errors arrive; the guard at its front writes the
/// response as bytes.
final class RequestParseErrorResponder: ChannelInboundHandler, RemovableChannelHandler {

    typealias InboundIn = NIOAny

    /// Creates a responder that answers through `headGuard`.
    init(headGuard: RequestHeadGuard) {
        self.headGuard = headGuard
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        headGuard.refuse(with: .malformed)
        // A parse error after the first head (the guard has left) still closes.
        context.close(promise: nil)
    }

    // MARK: - Private

    private let headGuard: RequestHeadGuard
}

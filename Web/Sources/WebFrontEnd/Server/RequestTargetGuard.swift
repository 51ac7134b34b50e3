import NIOCore
import NIOHTTP1

/// Answers 400, then closes, a request whose target is ambiguous (RFC 9112, section 3.2): two
/// `Host` headers, or an absolute-form target (`GET http://other.example/`) naming a host the
/// server is not reached by. Each would be served by what one part of the stack reads while
/// another part reads something else.
///
/// It sits right after SwiftNIO's request decoder, where the target is still as the client
/// wrote it (Hummingbird's request keeps only its path), and leaves the pipeline after a
/// request that asks to upgrade, whose WebSocket frames must not reach it.
final class RequestTargetGuard: ChannelInboundHandler, RemovableChannelHandler {

    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Creates a guard for a server reached by `allowedHosts`.
    init(allowedHosts: AllowedHosts) {
        self.allowedHosts = allowedHosts
    }

    /// Why `head`'s target is ambiguous, or `nil` if it is not.
    static func ambiguity(of head: HTTPRequestHead, allowedHosts: AllowedHosts) -> String? {
        if head.headers["Host"].count > 1 {
            return "two Host headers"
        }
        if let authority = authority(ofAbsoluteForm: head.uri), !allowedHosts.allows(authority: authority) {
            return "a target naming another host"
        }
        return nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isRefusing else {
            return
        }
        let part = unwrapInboundIn(data)
        if case let .head(head) = part {
            if Self.ambiguity(of: head, allowedHosts: allowedHosts) != nil {
                refuse(context: context)
                return
            }
            leavesAfterThisRequest = head.headers.contains(name: "Upgrade")
        }
        context.fireChannelRead(data)
        if case .end = part, leavesAfterThisRequest {
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    // MARK: - Private

    private let allowedHosts: AllowedHosts
    private var isRefusing = false
    private var leavesAfterThisRequest = false

    private func refuse(context: ChannelHandlerContext) {
        isRefusing = true
        let head = HTTPResponseHead(version: .http1_1, status: .badRequest, headers: ["Connection": "close", "Content-Length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        // As RequestHeadGuard does: the flushed response goes out before the close.
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.close(promise: nil)
    }

    /// The authority of an absolute-form target (`http://example.org:8080/path` gives
    /// `example.org:8080`), or `nil` for the origin form (`/path`) and `*`.
    private static func authority(ofAbsoluteForm target: String) -> String? {
        guard !target.hasPrefix("/"), target != "*" else {
            return nil
        }
        guard let schemeEnd = target.range(of: "://") else {
            // Neither origin nor absolute form: no host is named; the parser let it through.
            return ""
        }
        let rest = target[schemeEnd.upperBound...]
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}

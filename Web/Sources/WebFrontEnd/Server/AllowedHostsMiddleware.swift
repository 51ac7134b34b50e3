import HTTPTypes
import Hummingbird

/// Refuses, with 403, every request whose `Host` is not one of the server's names (see
/// ``AllowedHosts``); WebSocket upgrades are refused before this, in the upgrade decision.
struct AllowedHostsMiddleware<Context: RequestContext>: RouterMiddleware {

    /// The names the server is reached by.
    let allowedHosts: AllowedHosts

    /// The server's throttle of the lines a client can cause at will: a request's logger is
    /// the application's, not its connection's.
    let logThrottle: LogThrottle

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allowedHosts.allows(authority: request.head.authority) else {
            context.logger.throttled(by: logThrottle).notice("Request refused: a host name the server is not reached by",
                                                             metadata: ["host": "\(request.head.authority ?? "")"])
            throw HTTPError(.forbidden, message: "This server is not reached by that name.")
        }
        return try await next(request, context)
    }
}

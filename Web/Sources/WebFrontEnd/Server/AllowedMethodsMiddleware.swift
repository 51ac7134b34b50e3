import Hummingbird

/// Answers 405 Method Not Allowed, with an `Allow: GET, HEAD` header, to a request for a path
/// the server serves (the page, its files, `/health`) with any method but GET or HEAD, where the
/// router alone would answer 404 as if the path did not exist. Other paths go on to the router.
struct AllowedMethodsMiddleware<Context: RequestContext>: RouterMiddleware {

    /// The paths served, such as `/` and `/app.js`.
    let servedPaths: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method != .get, request.method != .head, servedPaths.contains(request.uri.path) else {
            return try await next(request, context)
        }
        return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
    }
}

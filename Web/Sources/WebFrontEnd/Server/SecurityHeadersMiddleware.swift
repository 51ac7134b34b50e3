import HTTPTypes
import Hummingbird

/// Adds the headers that keep the page to its own scripts and styles, out of other sites'
/// frames, and its content types unsniffed.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {

    /// The page's Content-Security-Policy: its own scripts, styles, images and WebSocket only;
    /// no inline code, no plugins, no frames, no forms elsewhere.
    static var contentSecurityPolicy: String {
        [
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self'",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // Error pages (404, 405) carry the headers too.
            response = try error.response(from: request, context: context)
        }
        Self.addHeaders(to: &response.headers)
        return response
    }

    /// Adds the security headers to `headers`.
    static func addHeaders(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "no-referrer"
        headers[.xFrameOptions] = "DENY"
        headers[.crossOriginOpenerPolicy] = "same-origin"
    }
}

extension HTTPField.Name {
    static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")!
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let crossOriginOpenerPolicy = HTTPField.Name("Cross-Origin-Opener-Policy")!
}

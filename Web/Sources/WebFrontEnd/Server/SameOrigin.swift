import HTTPTypes

/// The same-origin rule for WebSocket upgrades: a browser names the page that opens a socket
/// in `Origin`, and only the server's own page may open one.
///
/// Browsers always send `Origin`, and a page's origin is always `http://`, `https://` or
/// `null`: a request without it, or with a `ws://` or `wss://` one (as swift-websocket's client
/// sends), comes from no browser (the load tool, a test client). Such a client could send any
/// header anyway; the rule protects users' browsers from other sites' pages.
enum SameOrigin {

    /// Whether `request` may open a WebSocket.
    static func allows(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headerFields[.origin] else {
            return true
        }
        let lowercased = origin.lowercased()
        if lowercased.hasPrefix("ws://") || lowercased.hasPrefix("wss://") {
            return true
        }
        guard let authority = request.authority, !authority.isEmpty else {
            return false
        }
        let own = ["http://" + authority, "https://" + authority]
        return own.contains { $0.caseInsensitiveCompare(origin) == .orderedSame }
    }
}

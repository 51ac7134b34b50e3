/// The names the server is reached by: a request naming another `Host` is refused, whatever
/// its `Origin`.
///
/// Without it, any site whose name its owner points at 127.0.0.1 (DNS rebinding) is, to the
/// browser, the same origin as the server, and its pages could open sockets to it and read
/// its answers. Development servers refuse such requests the same way (Vite's allowed hosts,
/// Jupyter's `allow_remote_access`).
public struct AllowedHosts: Sendable, Equatable {

    /// The names allowed, lower-case, without port.
    public let names: Set<String>

    /// The loopback names, allowed by default: `localhost`, `127.0.0.1` and `::1`.
    public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Creates the list: the loopback names, the address the server listens on (unless it
    /// listens on every address), and `extraNames`.
    ///
    /// - Parameters:
    ///   - listeningHost: The host name or address the server listens on.
    ///   - extraNames: More names the server is reached by, such as `app.example.org`
    ///     or a machine's address on the local network (`--allowed-host`).
    public init(listeningHost: String, extraNames: [String] = []) {
        var names = Self.loopbackNames
        let listening = Self.normalized(listeningHost)
        if !["0.0.0.0", "::", ""].contains(listening) {
            names.insert(listening)
        }
        for name in extraNames {
            names.insert(Self.normalized(name))
        }
        self.names = names
    }

    /// Whether a request whose `Host` header (its authority) is `authority` may be served;
    /// a request without one is refused.
    public func allows(authority: String?) -> Bool {
        guard let authority, let host = Self.host(ofAuthority: authority) else {
            return false
        }
        return names.contains(host)
    }

    // MARK: - Private

    /// The host of `name:port`, `[v6]:port` or a bare name, normalized; `nil` if malformed.
    private static func host(ofAuthority authority: String) -> String? {
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let end = host.firstIndex(of: "]") else {
                return nil
            }
            let rest = host[host.index(after: end)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else {
                return nil
            }
            host = host[host.index(after: host.startIndex)..<end]
        } else if let colon = host.lastIndex(of: ":") {
            guard host[host.index(after: colon)...].allSatisfy(\.isNumber) else {
                return nil
            }
            host = host[..<colon]
        }
        return normalized(String(host))
    }

    /// `name` lower-case, without brackets or a final dot.
    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") {
            name = String(name.dropFirst().dropLast())
        }
        while name.hasSuffix(".") {
            name.removeLast()
        }
        return name
    }
}

/// The address a browser opens for a server listening on a host and port, as the startup line
/// prints it: `http://127.0.0.1:8080/`, `http://localhost:8080/`, and an IPv6 address in brackets,
/// `http://[::]:8080/` (RFC 3986, section 3.2.2), its zone's `%` written `%25` (RFC 6874).
enum ServedURL {

    /// The page's address on `host` (a name, an IPv4 or an IPv6 address) and `port`.
    static func page(host: String, port: Int) -> String {
        "http://\(authority(host: host, port: port))/"
    }

    /// `host:port`, an IPv6 address in brackets.
    static func authority(host: String, port: Int) -> String {
        guard host.contains(":"), !host.hasPrefix("[") else {
            return "\(host):\(port)"
        }
        return "[\(host.replacing("%", with: "%25"))]:\(port)"
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who a connection's client is: the TCP peer, or behind a trusted proxy the address the proxy
/// names. Per-client limits count by ``limitKey``, which groups an IPv6 client's /64 (the
/// block one household or host is usually given, from which it may pick any address).
struct ClientAddress: Hashable, Sendable, CustomStringConvertible {

    /// The address's bytes: 4 for IPv4 (an IPv4-mapped IPv6 address is read as IPv4), 16 for IPv6.
    let bytes: [UInt8]

    /// Reads an address's bytes; `nil` unless there are 4 or 16.
    init?(bytes: [UInt8]) {
        if bytes.count == 16, bytes.prefix(10).allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            self.bytes = Array(bytes.suffix(4))
        } else if bytes.count == 4 || bytes.count == 16 {
            self.bytes = bytes
        } else {
            return nil
        }
    }

    /// Reads an address as text, `192.0.2.1` or `2001:db8::1`; `nil` if it is neither.
    init?(_ text: String) {
        var ipv4 = in_addr()
        if inet_pton(AF_INET, text, &ipv4) == 1 {
            self.init(bytes: withUnsafeBytes(of: &ipv4) { Array($0) })
            return
        }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, text, &ipv6) == 1 else {
            return nil
        }
        self.init(bytes: withUnsafeBytes(of: &ipv6) { Array($0) })
    }

    /// Whether the address is IPv4.
    var isIPv4: Bool {
        bytes.count == 4
    }

    /// The address as text.
    var description: String {
        if isIPv4 {
            return bytes.map(String.init).joined(separator: ".")
        }
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil else {
            return "?"
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What per-client limits count by: the IPv4 address, or the IPv6 address's /64.
    var limitKey: String {
        guard !isIPv4, let prefix = ClientAddress(bytes: Array(bytes.prefix(8)) + Array(repeating: 0, count: 8)) else {
            return description
        }
        return prefix.description + "/64"
    }
}

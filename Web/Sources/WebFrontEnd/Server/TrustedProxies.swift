/// The proxies whose word on who a client is the server takes: only a connection from one of
/// these networks may begin with a PROXY protocol header (version 2, as HAProxy's
/// `send-proxy-v2` writes it), and it must. A client that reaches the server directly cannot
/// name another address, whatever headers it sends: forwarding headers are never read.
public struct TrustedProxies: Sendable, Equatable {

    /// No proxy is trusted: every client is the connection's peer.
    public static let none = TrustedProxies(networks: [])

    /// Why a network could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public let text: String
        public var description: String {
            "'\(text)' is not an IP address or a network such as 10.0.0.0/8 or fd00::/8."
        }
    }

    /// Reads networks written as addresses (`127.0.0.2`) or CIDR blocks (`10.0.0.0/8`,
    /// `fd00::/8`).
    ///
    /// - Throws: ``ParseError`` naming the first that is neither.
    public init(_ texts: [String]) throws(ParseError) {
        var networks: [Network] = []
        for text in texts {
            guard let network = Network(text) else {
                throw ParseError(text: text)
            }
            networks.append(network)
        }
        self.init(networks: networks)
    }

    /// Whether `address` belongs to a trusted network.
    func contains(_ address: ClientAddress) -> Bool {
        networks.contains { $0.contains(address) }
    }

    /// Whether any proxy is trusted.
    public var isEmpty: Bool {
        networks.isEmpty
    }

    // MARK: - Private

    private let networks: [Network]

    private init(networks: [Network]) {
        self.networks = networks
    }

    /// An address and how many of its leading bits a member shares.
    private struct Network: Sendable, Equatable {
        let address: ClientAddress
        let prefixLength: Int

        init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first, let address = ClientAddress(String(first)) else {
                return nil
            }
            let maxLength = address.bytes.count * 8
            let length = parts.count == 2 ? Int(parts[1]) : maxLength
            guard let length, (0...maxLength).contains(length) else {
                return nil
            }
            self.address = address
            prefixLength = length
        }

        func contains(_ other: ClientAddress) -> Bool {
            guard other.bytes.count == address.bytes.count else {
                return false
            }
            var remaining = prefixLength
            for (mine, theirs) in zip(address.bytes, other.bytes) where remaining > 0 {
                let bits = min(8, remaining)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                guard mine & mask == theirs & mask else {
                    return false
                }
                remaining -= bits
            }
            return true
        }
    }
}

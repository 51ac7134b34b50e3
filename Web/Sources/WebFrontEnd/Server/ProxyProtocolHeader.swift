/// The PROXY protocol's version 2 header, which a trusted proxy sends first on each connection
/// to name the client (the HAProxy PROXY protocol specification, section 2.2).
enum ProxyProtocolHeader {

    /// What the bytes received so far hold.
    enum Reading: Equatable {

        /// Not all of the header yet.
        case incomplete

        /// Not a version 2 header, or one too long to be believed.
        case invalid

        /// The header, `length` bytes long: the client it names, or `nil` for a connection the
        /// proxy opened itself (a health check: `LOCAL`) or of another family.
        case complete(length: Int, client: ClientAddress?)
    }

    /// The most bytes a header may take: its 16 bytes, IPv6 addresses and ports, and room for
    /// the few type-length-value fields a proxy adds.
    static let maxLength = 16 + 512

    /// Reads a header at the start of `bytes`.
    static func read(_ bytes: some Collection<UInt8>) -> Reading {
        let prefix = Array(bytes.prefix(16))
        for (index, byte) in prefix.enumerated() where index < signature.count && byte != signature[index] {
            return .invalid
        }
        guard prefix.count == 16 else {
            return .incomplete
        }
        let versionAndCommand = prefix[12]
        guard versionAndCommand >> 4 == 2, versionAndCommand & 0x0F <= 1 else {
            return .invalid
        }
        let length = 16 + Int(prefix[14]) << 8 + Int(prefix[15])
        guard length <= maxLength else {
            return .invalid
        }
        guard bytes.count >= length else {
            return .incomplete
        }
        let body = Array(bytes.dropFirst(16).prefix(length - 16))
        let isLocal = versionAndCommand & 0x0F == 0
        let family = prefix[13] >> 4
        let client: ClientAddress? = switch family {
        case 1 where body.count >= 12: ClientAddress(bytes: Array(body.prefix(4)))
        case 2 where body.count >= 36: ClientAddress(bytes: Array(body.prefix(16)))
        default: nil
        }
        return .complete(length: length, client: isLocal ? nil : client)
    }

    /// The 12 bytes every version 2 header starts with.
    static let signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]
}

import Testing
@testable import WebFrontEnd

/// A trusted network holds exactly the addresses its prefix covers, at every prefix length, not
/// only at whole bytes: a mask that rounds a /12 to a /8 or a /16 trusts its neighbours, or
/// fails its own proxies.
struct TrustedProxyTests {

    @Test func aSlash12HoldsItsAddressesAndNotItsNeighbours() throws {
        let proxies = try TrustedProxies(["172.16.0.0/12"])
        for member in ["172.16.0.0", "172.31.0.1", "172.31.255.255"] {
            #expect(proxies.contains(try #require(ClientAddress(member))), "\(member)")
        }
        for outsider in ["172.32.0.1", "172.15.255.255", "173.16.0.1"] {
            #expect(!proxies.contains(try #require(ClientAddress(outsider))), "\(outsider)")
        }
    }

    @Test(arguments: 0...32)
    func anIPv4NetworkHoldsItsFirstAndLastAddressAndNotTheOnesJustOutside(prefixLength: Int) throws {
        // 172.20.133.77: bits set and clear at every depth, so every length cuts somewhere new.
        try Self.expectExactlyTheNetwork(of: 0xAC14_854D, bitWidth: 32, prefixLength: prefixLength)
    }

    @Test(arguments: 0...128)
    func anIPv6NetworkHoldsItsFirstAndLastAddressAndNotTheOnesJustOutside(prefixLength: Int) throws {
        // 2001:db8:85a3:1234:5678:9abc:def0:1357, far from the IPv4-mapped block, which reads as IPv4.
        try Self.expectExactlyTheNetwork(of: 0x2001_0DB8_85A3_1234_5678_9ABC_DEF0_1357, bitWidth: 128, prefixLength: prefixLength)
    }

    @Test func aNetworkOfOneFamilyHoldsNoAddressOfTheOther() throws {
        let everyIPv4 = try TrustedProxies(["0.0.0.0/0"])
        let everyIPv6 = try TrustedProxies(["::/0"])
        #expect(everyIPv4.contains(try #require(ClientAddress("203.0.113.9"))))
        #expect(!everyIPv4.contains(try #require(ClientAddress("2001:db8::1"))))
        #expect(everyIPv6.contains(try #require(ClientAddress("2001:db8::1"))))
        #expect(!everyIPv6.contains(try #require(ClientAddress("203.0.113.9"))))
    }

    @Test func aPrefixLongerThanTheAddressIsRefused() {
        #expect(throws: TrustedProxies.ParseError.self) { try TrustedProxies(["10.0.0.0/33"]) }
        #expect(throws: TrustedProxies.ParseError.self) { try TrustedProxies(["fd00::/129"]) }
        #expect(throws: TrustedProxies.ParseError.self) { try TrustedProxies(["10.0.0.0/-1"]) }
    }

    // MARK: - Private

    /// Checks that the network of `prefixLength` bits around `address` (an address of
    /// `bitWidth` bits), written with its first address, holds its first and last addresses,
    /// and neither the address just before it nor the one just after it, where they exist.
    private static func expectExactlyTheNetwork(of address: UInt128, bitWidth: Int, prefixLength: Int,
                                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let every: UInt128 = bitWidth == 128 ? .max : (1 << bitWidth) - 1
        // Shifting by the whole width gives 0: a /32 or a /128 has no host bits.
        let hostBits = every >> prefixLength
        let first = address & every & ~hostBits
        let last = first | hostBits
        let written = "\(try clientAddress(first, bitWidth: bitWidth))/\(prefixLength)"
        let proxies = try TrustedProxies([written])
        #expect(proxies.contains(try clientAddress(first, bitWidth: bitWidth)), "\(written): its first address", sourceLocation: sourceLocation)
        #expect(proxies.contains(try clientAddress(last, bitWidth: bitWidth)), "\(written): its last address", sourceLocation: sourceLocation)
        if first > 0 {
            let before = try clientAddress(first - 1, bitWidth: bitWidth)
            #expect(!proxies.contains(before), "\(written) holds \(before)", sourceLocation: sourceLocation)
        }
        if last < every {
            let after = try clientAddress(last + 1, bitWidth: bitWidth)
            #expect(!proxies.contains(after), "\(written) holds \(after)", sourceLocation: sourceLocation)
        }
        #expect(first > 0 || last < every || prefixLength == 0, "\(written): no neighbour was checked", sourceLocation: sourceLocation)
    }

    /// The address whose bits, most significant first, are the low `bitWidth` bits of `value`.
    private static func clientAddress(_ value: UInt128, bitWidth: Int) throws -> ClientAddress {
        let bytes = (0..<(bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        return try #require(ClientAddress(bytes: bytes))
    }
}

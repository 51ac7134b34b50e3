import PropertyBased
import TerminalFrontEnd
import Testing

/// Random bytes, heavy in the ones that start, end or break escape sequences, cut into random
/// reads: the decoder never crashes, never types a control character, and decodes the same
/// keys however the bytes are cut.
struct KeyDecoderPropertyTests {

    private static let awkward: [UInt8] = [
        0x1B, 0x1B, UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "O"), UInt8(ascii: "P"), UInt8(ascii: "\\"),
        0x07, 0x03, 0x1A, 0x0D, 0x0A, 0x9B, 0x9D, 0x9C, 0x90, 0x8F, 0xC2, 0xE2, 0xF0, 0x80, 0xBF, 0xFF,
        UInt8(ascii: "3"), UInt8(ascii: ";"), UInt8(ascii: "m"), UInt8(ascii: "A"), UInt8(ascii: "~"),
    ]

    /// Random bytes: each number picks an awkward byte or any byte.
    static let bytes = Gen<UInt16>.value(in: 0...UInt16.max).array(of: 0...300).map { numbers in
        numbers.map { $0 % 2 == 0 ? awkward[Int($0 / 2) % awkward.count] : UInt8(truncatingIfNeeded: $0 / 2) }
    }

    /// Where to cut the bytes into reads.
    static let cuts = Gen<Int>.int(in: 0...300).array(of: 0...8)

    @Test func typedCharactersAreNeverControlsAndKeysNeverOutnumberBytes() async {
        await propertyCheck(count: 500, input: Self.bytes) { bytes in
            var decoder = KeyDecoder()

            let keys = decoder.decode(bytes)

            #expect(keys.count <= bytes.count)
            for case let .character(character) in keys {
                #expect(character.unicodeScalars.count == 1)
                for scalar in character.unicodeScalars {
                    #expect(scalar.properties.generalCategory != .control, "\(scalar.value)")
                }
            }
        }
    }

    @Test func howTheBytesAreCutIntoReadsChangesNothing() async {
        await propertyCheck(count: 500, input: Self.bytes, Self.cuts) { bytes, cuts in
            var whole = KeyDecoder()
            let expected = whole.decode(bytes)

            var pieces = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            for cut in Set(cuts.map { min($0, bytes.count) }).sorted() where cut > start {
                keys += pieces.decode(bytes[start..<cut], moreMayFollow: true)
                start = cut
            }
            keys += pieces.decode(bytes[start...])

            #expect(keys == expected)
        }
    }
}

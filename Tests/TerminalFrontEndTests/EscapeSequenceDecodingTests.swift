import Testing
import TerminalFrontEnd

/// Escape sequences that are not keys, as pasted text or a terminal's replies carry them:
/// each is dropped whole, in one read or split across several, and none of it becomes text.
struct EscapeSequenceDecodingTests {

    private static let escape = "\u{1B}"

    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    private func characters(_ text: String) -> [Key] {
        text.map(Key.character)
    }

    /// Checks that `text` gives `keys` in one read, split in two at every byte, and byte by
    /// byte. A read that ends in an ESC says more may follow, as one that filled its buffer
    /// does: otherwise that ESC would be the Escape key.
    private func expectDecoded(_ text: String, as keys: [Key], sourceLocation: SourceLocation = #_sourceLocation) {
        expectDecoded(bytes: Array(text.utf8), as: keys, sourceLocation: sourceLocation)
    }

    /// ``expectDecoded(_:as:sourceLocation:)`` for bytes that need not be UTF-8.
    private func expectDecoded(bytes: [UInt8], as keys: [Key], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(decode(reads: [bytes]) == keys, "in one read", sourceLocation: sourceLocation)
        for cut in 1..<bytes.count {
            #expect(decode(reads: [Array(bytes[..<cut]), Array(bytes[cut...])]) == keys, "cut after byte \(cut)",
                    sourceLocation: sourceLocation)
        }
        #expect(decode(reads: bytes.map { [$0] }) == keys, "byte by byte", sourceLocation: sourceLocation)
    }

    private func decode(reads: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0, moreMayFollow: $0.last == 0x1B) }
    }

    /// Clicks, drags and releases: a report read as text would type its coordinates, and
    /// digits place marks.
    @Test func mouseReportsOtherThanTheWheelAreDroppedInEveryEncoding() {
        // X10: ESC [ M, then the button, the column and the row, each as 32 + n: here the left
        // button at column 17, row 21, which would read " 15".
        expectDecoded("a\(Self.escape)[M 15b", as: characters("ab"))
        // SGR (1006), pressed and released, and urxvt (1015).
        expectDecoded("a\(Self.escape)[<0;17;21M\(Self.escape)[<0;17;21mb\(Self.escape)[32;17;21Mc", as: characters("abc"))
    }

    /// A notch of the wheel up (button code 64) or down (65), as SGR reports it and as X10
    /// does (its button byte 32 + 64 is `` ` ``, 32 + 65 is `a`), at any place on the screen.
    @Test func theWheelDecodesInBothEncodings() {
        let esc = Self.escape
        expectDecoded("a\(esc)[<64;17;21M\(esc)[<65;1;1Mb\(esc)[<65;300;1000M", as: [.character("a"), .wheelUp, .wheelDown, .character("b"), .wheelDown])
        expectDecoded("\(esc)[M`15\(esc)[Ma!!c\(esc)[M`\u{7F}\u{7F}", as: [.wheelUp, .wheelDown, .character("c"), .wheelUp])
        expectDecoded(bytes: [0x1B, 0x5B, 0x4D, 0x61, 0xFF, 0x9B, 0x62], as: [.wheelDown, .character("b")])
    }

    /// Other buttons (in X10, whatever its column and row bytes), the wheel with a modifier or
    /// tilted sideways, a release, and SGR reports that are not whole (a number missing or
    /// empty, one too many, a byte that is not a digit, a `<` that does not come first, a
    /// button code too long for any integer) give no key.
    @Test func reportsThatAreNotAWheelNotchGiveNoKey() {
        let esc = Self.escape
        let notWheel = ["[<0;1;1M", "[<2;1;1M", "[<68;1;1M", "[<80;1;1M", "[<66;1;1M", "[<67;1;1M", "[<96;1;1M", "[<64;1;1m",
                        "[<64M", "[<64;1M", "[<64;1;M", "[<64;;1M", "[<;1;1M", "[<64;1;1;1M", "[<64;1:1;1M", "[<64;1;1 M",
                        "[1<64;1;1M", "[<<64;1;1M", "[<99999999999999999999999999999964;1;1M", "[64;1;1M", "[96;1;1M",
                        "[Mb!!", "[Mc!!", "[M#`a", "[M@!!", "[Mp!!", "[<64;1;1~"]
        for report in notWheel {
            expectDecoded("a\(esc)\(report)b", as: characters("ab"))
        }
    }

    @Test func anX10MouseReportsBytesMayTakeAnyValue() {
        // Columns and rows past 95 are bytes past 0x7F, which are neither UTF-8 nor C1 controls here.
        expectDecoded(bytes: [0x61, 0x1B, 0x5B, 0x4D, 0x23, 0xFF, 0x9B, 0x62], as: characters("ab"))
        expectDecoded(bytes: [0x1B, 0x5B, 0x4D, 0x20, 0xC3, 0x23, 0x1B, 0x5B, 0x41], as: [.up])
    }

    @Test func eightBitControlsInUTF8StartSequencesThatAreDroppedWhole() {
        // U+009B is CSI, U+009D OSC, U+0090 DCS, U+009C the string terminator, U+008F SS3
        // (so U+008F A is the up arrow, as ESC O A is).
        expectDecoded("a\u{9B}31mb\u{9D}0;title\u{7}c\u{90}q\u{9C}d\u{9B}2Je\u{8F}Af",
                      as: characters("abcde") + [.up] + characters("f"))
    }

    @Test func eightBitControlBytesStartSequencesThatAreDroppedWhole() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = [0x61, 0x9B] + Array("31m".utf8) + [0x62, 0x9D] + Array("0;x".utf8) + [0x9C, 0x63, 0x9B, 0x41]

        #expect(decoder.decode(bytes) == characters("abc") + [.up])
    }

    @Test func controlSequencesWithParametersAndIntermediatesAreDropped() {
        let esc = Self.escape
        expectDecoded("a\(esc)[38;2;255;0;0mb\(esc)[2Jc\(esc)[?25hd\(esc)[1 qe\(esc)[0m", as: characters("abcde"))
    }

    @Test func bracketedPasteMarkersAreDroppedAndThePasteIsTyped() {
        let esc = Self.escape
        expectDecoded("\(esc)[200~Bob\(esc)[201~\r", as: characters("Bob") + [.enter])
    }

    @Test func operatingSystemCommandsEndAtBellOrStringTerminator() {
        let esc = Self.escape
        expectDecoded("a\(esc)]0;pwned\u{7}b\(esc)]8;;https://example.com/é\(esc)\\c", as: characters("abc"))
    }

    @Test func deviceControlAndOtherStringsEndAtTheStringTerminatorOnly() {
        let esc = Self.escape
        // DCS, SOS, PM and APC; a BEL does not end them.
        expectDecoded("a\(esc)Pq#0;2;0;0;0\u{7}x\(esc)\\b\(esc)Xsos\(esc)\\c\(esc)^pm\(esc)\\d\(esc)_apc\(esc)\\e",
                      as: characters("abcde"))
    }

    @Test func escapeWithIntermediateBytesAndAFinalByteIsDropped() {
        let esc = Self.escape
        expectDecoded("a\(esc)(Bb\(esc)#8c\(esc) Fd\(esc)%Ge", as: characters("abcde"))
    }

    @Test func twoCharacterSequencesAreDropped() {
        let esc = Self.escape
        expectDecoded("a\(esc)7b\(esc)cc\(esc)=d\(esc)xe\(esc)\\f", as: characters("abcdef"))
    }

    @Test func keysStillDecodeAmongOtherSequences() {
        let esc = Self.escape
        expectDecoded("\(esc)[31m\(esc)[A\(esc)OB\(esc)[Z\(esc)]0;t\u{7}\(esc)[C\(esc)[3~\(esc)[H\(esc)[F\t",
                      as: [.up, .down, .backTab, .right, .home, .end, .tab])
    }

    /// Page Up and Down, and Home and End as xterm, the VT220 and rxvt send them; modified
    /// forms (`ESC [ 5 ; 3 ~`) and numbers of no key are dropped whole.
    @Test func pageAndEndKeysDecodeInEveryEncoding() {
        let esc = Self.escape
        expectDecoded("\(esc)[5~\(esc)[6~\(esc)[1~\(esc)[4~\(esc)[7~\(esc)[8~\(esc)OH\(esc)OF\(esc)[H\(esc)[F",
                      as: [.pageUp, .pageDown, .home, .end, .home, .end, .home, .end, .home, .end])
        expectDecoded("a\(esc)[5;3~b\(esc)[55~c\(esc)[?5~d\(esc)[99999999999999999999995~e\(esc)[1;5Hf", as: characters("abcdef"))
    }

    @Test func theReviewersPasteLeavesOnlyItsText() {
        let esc = Self.escape
        expectDecoded("\(esc)[31mRED\(esc)]0;pwned\u{7}\(esc)[2JX", as: characters("REDX"))
    }

    @Test func aStringCutShortByAnotherSequenceEndsThere() {
        let esc = Self.escape
        // ECMA-48: an ESC inside a control string that is not `ESC \` starts a new sequence.
        expectDecoded("\(esc)]0;title\(esc)[Aa", as: [.up, .character("a")])
    }

    @Test func aControlByteInsideASequenceEndsItAndCounts() {
        let esc = Self.escape
        expectDecoded("\(esc)[12\u{3}a\(esc)O\rb", as: [.interrupt, .character("a"), .enter, .character("b")])
    }

    @Test func aNeverEndingStringIsGivenUpAndWhatFollowsIsText() {
        let overrun = 100
        // ESC ] and then text: the sequence takes the longest length allowed, the rest is typed.
        let text = Self.escape + "]" + String(repeating: "a", count: KeyDecoder.longestSequence - 2 + overrun)
        let bytes = Array(text.utf8)

        #expect(decode(text) == characters(String(repeating: "a", count: overrun)))
        let reads = stride(from: 0, to: bytes.count, by: 1000).map { Array(bytes[$0..<min($0 + 1000, bytes.count)]) }
        #expect(decode(reads: reads) == characters(String(repeating: "a", count: overrun)))
    }

    @Test func aStringJustShortOfTheLimitIsStillDroppedWhole() {
        let text = Self.escape + "]" + String(repeating: "a", count: KeyDecoder.longestSequence - 3) + "\u{7}b"

        #expect(decode(text) == [.character("b")])
    }

    @Test func anEscapeEndingAFullReadWaitsForTheNextRead() {
        var decoder = KeyDecoder()

        #expect(decoder.decode(Array("a\u{1B}".utf8), moreMayFollow: true) == [.character("a")])
        #expect(decoder.decode(Array("[31mb".utf8)) == [.character("b")])
    }
}

import Testing
import TerminalFrontEnd

/// Raw terminal bytes to keys.
struct KeyDecoderTests {

    private func decode(_ reads: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) }
    }

    private func decode(_ text: String) -> [Key] {
        decode([Array(text.utf8)])
    }

    @Test func arrowsAsCSIAndSS3Sequences() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func tabAndShiftTab() {
        #expect(decode("\t\u{1B}[Z") == [.tab, .backTab])
    }

    @Test func enterAsCarriageReturnOrLineFeedAndACRLFPairOnce() {
        #expect(decode("\r") == [.enter])
        #expect(decode("\n") == [.enter])
        #expect(decode("\r\n") == [.enter])
        #expect(decode("\r\r") == [.enter, .enter])
    }

    @Test func backspaceAsDeleteOrBackspaceByte() {
        #expect(decode([[0x7F], [0x08]]) == [.backspace, .backspace])
    }

    @Test func controlCIsInterruptControlZIsSuspendAndOtherControlBytesAreDropped() {
        #expect(decode([[0x03]]) == [.interrupt])
        #expect(decode([[0x1A]]) == [.suspend])
        #expect(decode([[0x01, 0x07, 0x00, 0x1C, 0x61]]) == [.character("a")])
    }

    @Test func printableTextIsCharacters() {
        #expect(decode("Bo b") == [.character("B"), .character("o"), .character(" "), .character("b")])
    }

    @Test func escapeAloneAtTheEndOfAReadIsTheEscapeKey() {
        #expect(decode([[0x1B]]) == [.escape])
        #expect(decode([[0x61, 0x1B]]) == [.character("a"), .escape])
    }

    @Test func escapeFollowedByAControlByteIsEscapeThenThatKey() {
        #expect(decode("\u{1B}\r") == [.escape, .enter])
        #expect(decode([[0x1B, 0x03]]) == [.escape, .interrupt])
        #expect(decode([[0x1B, 0x1B]]) == [.escape, .escape])
        #expect(decode("\u{1B}é") == [.escape, .character("é")])
    }

    @Test func sequencesSplitAcrossReadsAreFinishedByTheNextRead() {
        #expect(decode([[0x1B, 0x5B], [0x41]]) == [.up])
        #expect(decode([[0x1B, 0x4F], [0x43]]) == [.right])
        #expect(decode([[0x1B, 0x5B, 0x31], [0x3B, 0x35, 0x41], [0x62]]) == [.character("b")])
    }

    @Test func unknownAndModifiedSequencesAreDropped() {
        // Delete, F5, Ctrl-Up, then a real arrow.
        #expect(decode("\u{1B}[3~\u{1B}[15~\u{1B}[1;5A\u{1B}[A") == [.up])
    }

    @Test func utf8CharactersSplitByteByByteAreDecodedWhole() {
        let bytes = Array("é🎉".utf8)
        #expect(bytes.count == 6)

        #expect(decode(bytes.map { [$0] }) == [.character("é"), .character("🎉")])
    }

    @Test func utf8CharacterSplitAfterItsFirstTwoBytes() {
        let bytes = Array("李".utf8)

        #expect(decode([Array(bytes.prefix(2)), Array(bytes.dropFirst(2))]) == [.character("李")])
    }

    @Test func invalidUTF8IsDroppedAndWhatFollowsStillDecodes() {
        #expect(decode([[0xFF, 0xC3, 0x41, 0x80, 0x62]]) == [.character("A"), .character("b")])
    }

    @Test func unicodeControlCharactersAreDropped() {
        // U+0085, a C1 control, in UTF-8.
        #expect(decode([[0xC2, 0x85, 0x63]]) == [.character("c")])
    }
}

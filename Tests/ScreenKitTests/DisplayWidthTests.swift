import Testing
import ScreenKit

/// Columns per grapheme.
struct DisplayWidthTests {

    @Test func asciiAndLatinTakeOneColumn() {
        #expect(DisplayWidth.of("Alice") == 5)
        #expect(DisplayWidth.of("Zoë") == 3)
    }

    @Test func combiningMarksTakeNoColumnOfTheirOwn() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 1)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
    }

    @Test func eastAsianWideAndFullwidthTakeTwoColumns() {
        #expect(DisplayWidth.of("李小龍") == 6)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("ＡＢ") == 4)
    }

    @Test func emojiShownAsPicturesTakeTwoColumns() {
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("🏽") == 2)
    }

    /// Each scalar counts, as in `wcswidth`: what tmux, xterm and VTE draw.
    @Test func sequencesTakeTheSumOfTheirScalarsColumns() {
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of(Character("🇦")) == 1)
        #expect(DisplayWidth.of("❤️") == 1)
        #expect(DisplayWidth.of("1️⃣") == 1)
        #expect(DisplayWidth.of("#️⃣") == 1)
        #expect(DisplayWidth.of("👍🏽") == 4)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 6)
        #expect(DisplayWidth.of(Character("क्ष्मी")) == 4)
        #expect(DisplayWidth.of("가") == 2)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test func textStyleSymbolsTakeOneColumn() {
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("▶") == 1)
        #expect(DisplayWidth.of("1") == 1)
    }

    @Test func controlAndFormatCharactersTakeNoColumns() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{200D}\u{FE0F}") == 0)
    }
}

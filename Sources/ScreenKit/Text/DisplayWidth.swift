/// How many terminal columns text takes: 2 for East Asian wide and fullwidth characters and
/// for emoji shown as pictures, 0 for marks that combine with what precedes them and for
/// control and format characters, 1 for the rest.
///
/// Widths are per grapheme (a ``Character``), which is what a terminal draws as one glyph:
/// `é` written as `e` plus a combining accent takes 1 column, a family emoji joined with
/// zero-width joiners takes 2.
public enum DisplayWidth {

    /// The columns `character` takes.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else {
            return 0
        }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if first.properties.isEmojiPresentation || isWide(first) {
            return 2
        }
        // A text-style emoji asked to show as a picture, such as ❤️ or a keycap 1️⃣.
        if first.properties.isEmoji, character.unicodeScalars.contains(emojiPresentationSelector) {
            return 2
        }
        return 1
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    // MARK: - Private

    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    /// The East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F); emoji are
    /// found by their presentation property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x2329...0x232A,   // angle brackets
        0x2E80...0x303E,   // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,   // CJK unified ideographs extension A
        0x4E00...0x9FFF,   // CJK unified ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo extended A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x17000...0x18CFF, // Tangut, Khitan
        0x1B000...0x1B2FF, // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK unified ideographs extensions B to F
        0x30000...0x3FFFD, // CJK unified ideographs extensions G and on
    ]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.contains(scalar.value) }
    }
}

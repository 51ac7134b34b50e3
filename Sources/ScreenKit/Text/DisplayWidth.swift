/// How many terminal columns text takes, by the rule of `wcwidth(3)` and `wcswidth(3)` that
/// xterm, VTE, Konsole, tmux and screen follow: each Unicode scalar takes its own columns and a
/// character (a grapheme) takes the sum of its scalars'.
///
/// A scalar takes 0 columns if it is a combining character, a control or format character
/// (zero-width joiners and variation selectors included) or a Hangul vowel or final consonant
/// jamo; 2 if it is East Asian Wide or Fullwidth, which includes every emoji shown as a picture
/// by default (but not the regional indicators that make up flags); 1 otherwise. So `é`
/// written as `e` plus a combining accent takes 1 column, `🎉` 2, a flag (two regional
/// indicators) 2, a lone regional indicator 1, `❤️` 1 (the emoji presentation selector adds
/// nothing) and `👍🏽` 4 (the skin tone is a wide scalar of its own).
///
/// Terminals disagree on the characters this rule does not settle the same way for all of
/// them: tmux joins what follows a zero-width joiner into the previous cell, and some newer
/// terminals widen a symbol followed by an emoji presentation selector. Text typed into a
/// field leaves both out: see ``Swift/String/fieldText(fittingWidth:)``.
public enum DisplayWidth {

    /// The columns `character` takes: the sum of its scalars'.
    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// The columns `scalar` takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if printableASCII.contains(scalar.value) {
            // Most of what is typed and pasted: answered before any Unicode property lookup.
            return 1
        }
        if scalar == softHyphen {
            // A format character that terminals show as a hyphen.
            return 1
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if isConjoiningJamo(scalar) {
            return 0
        }
        if isWide(scalar) || (scalar.properties.isEmojiPresentation && !regionalIndicators.contains(scalar.value)) {
            return 2
        }
        return 1
    }

    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    // MARK: - Private

    private static let softHyphen: Unicode.Scalar = "\u{AD}"

    private static let printableASCII: ClosedRange<UInt32> = 0x20...0x7E

    /// Below the first wide or conjoining jamo scalar, no range needs searching.
    private static let firstWideOrJamo: UInt32 = 0x1100

    /// Regional indicators have emoji presentation but are East Asian Neutral: 1 column each.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

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

    /// Hangul vowels and final consonants, which join the syllable their initial starts.
    private static let conjoiningJamo: [ClosedRange<UInt32>] = [0x1160...0x11FF, 0xD7B0...0xD7FF]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= firstWideOrJamo && wideRanges.contains { $0.contains(scalar.value) }
    }

    private static func isConjoiningJamo(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= firstWideOrJamo && conjoiningJamo.contains { $0.contains(scalar.value) }
    }
}

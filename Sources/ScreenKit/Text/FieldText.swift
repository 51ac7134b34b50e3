/// The rule for what a text field holds, whichever front-end fills it.
///
/// A field keeps only what a display can show (``Swift/String/displayable``), and only
/// characters every terminal draws the same width (``DisplayWidth``): zero-width joiners and
/// the emoji and text presentation selectors (U+FE0F, U+FE0E) are left out, and so is any
/// character that would take no column of its own (a combining character with nothing to combine
/// with). It is bounded whatever is typed or pasted: at most ``maxScalarsPerCharacter`` scalars
/// in a character (further combining characters are dropped) and at most as many characters as
/// columns. Cleaning reads the input only until the field is full, so its cost does not grow
/// with what follows.
public enum FieldText {

    /// The most Unicode scalars one character of a field may hold: enough for the longest emoji
    /// sequences and the conjuncts of Indic scripts, not for thousands of stacked accents.
    public static let maxScalarsPerCharacter = 16

    /// `scalars` cleaned as a field holds them, cut to `width` columns.
    ///
    /// - Parameters:
    ///   - scalars: The text to clean.
    ///   - width: The most columns the text may take.
    /// - Returns: The cleaned text.
    public static func clean(_ scalars: some Sequence<Unicode.Scalar>, fittingWidth width: Int) -> String {
        var kept = ""
        var keptWidth = 0
        // The last character so far: the next scalar may still join it.
        var last = ""
        var lastWidth = 0
        var lastScalarCount = 0
        var input = DisplayableScalars(scalars.makeIterator())
        while let scalar = input.next() {
            if leftOut.contains(scalar) {
                continue
            }
            var joined = last
            joined.unicodeScalars.append(scalar)
            if !last.isEmpty, joined.count == 1 {
                // The scalar extends the last character.
                let joinedWidth = DisplayWidth.of(scalar) + lastWidth
                guard lastScalarCount < maxScalarsPerCharacter else {
                    continue
                }
                guard keptWidth + joinedWidth <= width else {
                    break
                }
                last = joined
                lastWidth = joinedWidth
                lastScalarCount += 1
                continue
            }
            // The scalar starts a character of its own.
            let scalarWidth = DisplayWidth.of(scalar)
            guard scalarWidth > 0 else {
                continue
            }
            guard keptWidth + lastWidth + scalarWidth <= width else {
                break
            }
            kept += last
            keptWidth += lastWidth
            last = String(scalar)
            lastWidth = scalarWidth
            lastScalarCount = 1
        }
        return kept + last
    }

    /// `text`, a field's cleaned text, with `character` typed at its end, cleaned as ``clean(_:fittingWidth:)``
    /// would clean the whole; `nil` if the character changes nothing (it is left out, or the
    /// field or the character it would join is full).
    ///
    /// Only the last character of `text` can join with what is typed, so only it is cleaned
    /// again: typing costs the same however much the field holds.
    ///
    /// - Parameters:
    ///   - character: The character typed.
    ///   - text: The field's text, as cleaning left it.
    ///   - width: The most columns the field's text may take.
    /// - Returns: The field's new text, or `nil` if it stays as it is.
    public static func appending(_ character: Character, to text: String, fittingWidth width: Int) -> String? {
        let last = text.last.map(String.init) ?? ""
        let joined = last + String(character)
        if last.unicodeScalars.count >= maxScalarsPerCharacter, joined.count == 1 {
            // One more combining character on a character that holds all it may: the common case of a long paste.
            return nil
        }
        let before = text.dropLast(last.isEmpty ? 0 : 1)
        let tail = clean(joined.unicodeScalars, fittingWidth: width - DisplayWidth.of(before))
        return tail == last ? nil : before + tail
    }

    // MARK: - Private

    /// Scalars terminals disagree on: tmux joins what follows a zero-width joiner into the
    /// previous cell and others do not; some terminals widen a symbol followed by U+FE0F.
    private static let leftOut: Set<Unicode.Scalar> = ["\u{200D}", "\u{FE0E}", "\u{FE0F}"]
}

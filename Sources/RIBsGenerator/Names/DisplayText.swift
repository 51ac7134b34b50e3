/// Text from the command line, made safe to print in messages: characters that could steer
/// the terminal or hide what the text is are shown as escapes, and long text is shortened.
///
/// `ribs new $'A\e]2;PWNED\aB'` must not retitle the terminal: its message shows
/// `'A\u{1B}]2;PWNED\u{7}B'`. Escaped are controls (C0, DEL, C1), format characters
/// (bidirectional overrides, zero-width joiners), line and paragraph separators, spaces other
/// than U+0020, combining marks (which would pile onto the quotes), and unassigned, private-use
/// and surrogate code points.
public enum DisplayText {

    /// How many Unicode scalars of a name ``quoted(_:limit:)`` shows by default.
    public static let nameLimit = 64

    /// `text` in single quotes, escaped, and shortened in the middle to at most `limit` Unicode
    /// scalars of the original.
    ///
    /// - Parameters:
    ///   - text: A name or path as the user typed it.
    ///   - limit: How many of its Unicode scalars to show at most.
    /// - Returns: `'text'`, with `…` where scalars were left out.
    public static func quoted(_ text: String, limit: Int = nameLimit) -> String {
        "'" + shortened(text, limit: limit) + "'"
    }

    /// `text` escaped and shortened in the middle to at most `limit` Unicode scalars of the
    /// original, without quotes.
    public static func shortened(_ text: String, limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else {
            return escaped(text)
        }
        let head = scalars.prefix(limit - limit / 2)
        let tail = scalars.suffix(limit / 2)
        return escaped(String(String.UnicodeScalarView(head))) + "…" + escaped(String(String.UnicodeScalarView(tail)))
    }

    /// `text` with every unsafe scalar escaped as `\u{…}`; newlines are kept when asked.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - keepingNewlines: Whether U+000A stays a line break, for messages of several lines.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isSafe(scalar) || (keepingNewlines && scalar == "\n") {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether `scalar` prints as itself, on its own, without moving or restyling anything.
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.value >= 0x20 && scalar.value != 0x7F
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .unassigned, .privateUse, .surrogate:
            return false
        default:
            return true
        }
    }
}

import Foundation

/// Turns what a player typed into a name every screen can show.
enum PlayerName {

    /// The most characters a name keeps.
    static let maxLength = 20

    /// `typed` trimmed, without control characters or escape sequences and cut to
    /// ``maxLength`` characters; `defaultName` if nothing is left.
    ///
    /// - Parameters:
    ///   - typed: What the player typed, if anything.
    ///   - defaultName: The name to use instead of a blank one, such as `Player 1`.
    static func sanitized(_ typed: String?, defaultName: String) -> String {
        let printable = removingEscapeSequences(from: typed ?? "")
            .unicodeScalars
            .filter { !isControl($0) }
        let trimmed = String(String.UnicodeScalarView(printable)).trimmingCharacters(in: .whitespaces)
        let name = String(trimmed.prefix(maxLength)).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? defaultName : name
    }

    // MARK: - Private

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        // Zero-width (non-)joiners are format characters, but names need them: emoji
        // sequences such as 👩‍💻 and many Persian and Indic spellings.
        if scalar == "\u{200C}" || scalar == "\u{200D}" {
            return false
        }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            true
        default:
            false
        }
    }

    /// Drops ANSI escape sequences (ESC followed by a CSI or OSC body, or by one character).
    private static func removingEscapeSequences(from text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            switch scalars.next() {
            case "[":
                // CSI: parameters and intermediates up to a final byte in @...~.
                while let next = scalars.next(), !("@"..."~").contains(next) {}
            case "]":
                // OSC: up to BEL or ESC \.
                while let next = scalars.next(), next != "\u{07}", next != "\u{1B}" {}
            default:
                break
            }
        }
        return String(result)
    }
}

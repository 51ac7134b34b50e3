extension String {

    /// The columns this text takes on a character-cell display; see ``DisplayWidth``.
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }

    /// This text without anything that could change a display's state when shown: escape
    /// sequences (CSI, OSC, DCS and two-character ones), control characters, and format
    /// characters such as bidirectional overrides. Zero-width joiners stay: emoji sequences
    /// and many scripts' spellings need them.
    public var displayable: String {
        var scalars = String.UnicodeScalarView()
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == Self.escape {
                Self.skipEscapeSequence(in: &iterator)
            } else if Self.isDisplayable(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The longest prefix of whole characters that takes at most `width` columns.
    ///
    /// - Parameter width: The columns available.
    /// - Returns: The prefix.
    public func prefix(fittingWidth width: Int) -> Substring {
        var used = 0
        var end = startIndex
        for index in indices {
            used += DisplayWidth.of(self[index])
            guard used <= width else {
                break
            }
            end = self.index(after: index)
        }
        return self[..<end]
    }

    // MARK: - Private

    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let bell: Unicode.Scalar = "\u{07}"

    private static func isDisplayable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200C}" || scalar == "\u{200D}" {
            return true
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return false
        default:
            return true
        }
    }

    /// Consumes the rest of an escape sequence whose ESC was just read.
    private static func skipEscapeSequence(in iterator: inout String.UnicodeScalarView.Iterator) {
        switch iterator.next() {
        case "[":
            // CSI: parameter and intermediate bytes up to a final byte in @...~.
            while let next = iterator.next(), !("@"..."~").contains(next) {}
        case "]", "P", "X", "^", "_":
            // OSC, DCS, SOS, PM, APC: up to BEL or the string terminator ESC \.
            while let next = iterator.next(), next != bell {
                if next == escape {
                    _ = iterator.next()
                    break
                }
            }
        case let intermediate? where (" "..."/").contains(intermediate):
            // ESC, intermediate bytes, then one final byte, such as ESC ( B.
            while let next = iterator.next(), (" "..."/").contains(next) {}
        default:
            // Two-character sequences such as ESC 7; a lone ESC at the end.
            break
        }
    }
}

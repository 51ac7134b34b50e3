extension String {

    /// The columns this text takes on a character-cell display; see ``DisplayWidth``.
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }

    /// This text without anything that could change a display's state when shown: escape
    /// sequences (CSI, OSC, DCS and two-character ones, introduced by ESC or by their 8-bit
    /// C1 forms such as U+009B), control characters, and format characters such as
    /// bidirectional overrides. Zero-width joiners stay: emoji sequences and many scripts'
    /// spellings need them.
    public var displayable: String {
        var scalars = String.UnicodeScalarView()
        var displayable = DisplayableScalars(unicodeScalars.makeIterator())
        while let scalar = displayable.next() {
            scalars.append(scalar)
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

    /// This text as a text field holds it: ``displayable``, bounded, and made of characters
    /// whose width every terminal agrees on; see ``FieldText``.
    ///
    /// - Parameter width: The most columns the text may take.
    /// - Returns: The cleaned text: at most `width` characters of at most
    ///   ``FieldText/maxScalarsPerCharacter`` scalars each, taking at most `width` columns.
    public func fieldText(fittingWidth width: Int) -> String {
        FieldText.clean(unicodeScalars, fittingWidth: width)
    }
}

/// The scalars of a text that a display can show, as ``Swift/String/displayable`` keeps them.
struct DisplayableScalars<Base: IteratorProtocol<Unicode.Scalar>>: IteratorProtocol {

    init(_ base: Base) {
        self.base = base
    }

    mutating func next() -> Unicode.Scalar? {
        while let scalar = base.next() {
            switch scalar {
            case Self.escape:
                skipEscapeSequence()
            case Self.controlSequenceIntroducer:
                skipControlSequence()
            case Self.deviceControlString, Self.startOfString, Self.operatingSystemCommand, Self.privacyMessage,
                 Self.applicationProgramCommand:
                skipControlString()
            default:
                if Self.isDisplayable(scalar) {
                    return scalar
                }
            }
        }
        return nil
    }

    // MARK: - Private

    private static var escape: Unicode.Scalar { "\u{1B}" }
    private static var bell: Unicode.Scalar { "\u{07}" }
    // The 8-bit (C1) forms of ESC [, ESC P, ESC X, ESC ], ESC ^, ESC _ and ESC \.
    private static var controlSequenceIntroducer: Unicode.Scalar { "\u{9B}" }
    private static var deviceControlString: Unicode.Scalar { "\u{90}" }
    private static var startOfString: Unicode.Scalar { "\u{98}" }
    private static var operatingSystemCommand: Unicode.Scalar { "\u{9D}" }
    private static var privacyMessage: Unicode.Scalar { "\u{9E}" }
    private static var applicationProgramCommand: Unicode.Scalar { "\u{9F}" }
    private static var stringTerminator: Unicode.Scalar { "\u{9C}" }

    private var base: Base

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
    private mutating func skipEscapeSequence() {
        switch base.next() {
        case "[":
            skipControlSequence()
        case "]", "P", "X", "^", "_":
            skipControlString()
        case let intermediate? where (" "..."/").contains(intermediate):
            // ESC, intermediate bytes, then one final byte, such as ESC ( B.
            while let next = base.next(), (" "..."/").contains(next) {}
        default:
            // Two-character sequences such as ESC 7; a lone ESC at the end.
            break
        }
    }

    /// CSI: parameter and intermediate bytes up to a final byte in @...~.
    private mutating func skipControlSequence() {
        while let next = base.next(), !("@"..."~").contains(next) {}
    }

    /// OSC, DCS, SOS, PM, APC: up to BEL or the string terminator, ESC \ or its C1 form.
    private mutating func skipControlString() {
        while let next = base.next(), next != Self.bell, next != Self.stringTerminator {
            if next == Self.escape {
                _ = base.next()
                break
            }
        }
    }
}

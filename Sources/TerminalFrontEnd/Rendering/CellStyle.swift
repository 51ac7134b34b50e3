/// The eight standard ANSI colours, and the terminal's own default.
public enum TerminalColor: Equatable, Sendable {

    /// The terminal's default foreground or background.
    case `default`
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
}

/// How a cell's character is drawn: colours and attributes.
public struct CellStyle: Equatable, Sendable {

    /// The character's colour.
    public var foreground: TerminalColor

    /// The cell's background colour.
    public var background: TerminalColor

    /// Bold (or bright) text.
    public var isBold: Bool

    /// Dim text, for hints.
    public var isDim: Bool

    /// Foreground and background swapped, for what has the focus.
    public var isInverse: Bool

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - foreground: The character's colour.
    ///   - background: The cell's background colour.
    ///   - isBold: Bold text.
    ///   - isDim: Dim text.
    ///   - isInverse: Foreground and background swapped.
    public init(foreground: TerminalColor = .default,
                background: TerminalColor = .default,
                isBold: Bool = false,
                isDim: Bool = false,
                isInverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isInverse = isInverse
    }

    /// The terminal's default style.
    public static let plain = CellStyle()

    /// This style with `foreground` as the character's colour.
    public func foreground(_ foreground: TerminalColor) -> CellStyle {
        var style = self
        style.foreground = foreground
        return style
    }

    /// This style in bold.
    public func bold() -> CellStyle {
        var style = self
        style.isBold = true
        return style
    }

    /// This style dimmed.
    public func dim() -> CellStyle {
        var style = self
        style.isDim = true
        return style
    }

    /// This style with foreground and background swapped.
    public func inverse() -> CellStyle {
        var style = self
        style.isInverse = true
        return style
    }
}

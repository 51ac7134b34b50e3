/// A line of text.
public struct Label: Equatable, Sendable {

    /// What the text is for; front-ends choose size and weight from it.
    public enum Role: Equatable, Sendable {

        /// A heading.
        case heading

        /// Ordinary text.
        case body

        /// A hint or secondary information.
        case caption
    }

    /// The text.
    public var text: String

    /// What the text is for.
    public var role: Role

    /// The text's colour.
    public var color: ElementColor

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - role: What the text is for.
    ///   - color: The text's colour.
    public init(_ text: String, role: Role = .body, color: ElementColor = .standard) {
        self.text = text
        self.role = role
        self.color = color
    }
}

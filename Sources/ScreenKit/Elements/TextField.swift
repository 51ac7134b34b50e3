/// A field the user types into.
public struct TextField: Equatable, Sendable {

    /// Identifies the field within its screen.
    public var id: String

    /// Shown while the field is empty.
    public var placeholder: String

    /// The field's current text.
    public var text: String

    /// The most columns the field's text may take: 20 fits 20 Latin letters or 10 CJK ideographs.
    public var maxWidth: Int

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - id: Identifies the field within its screen.
    ///   - placeholder: Shown while the field is empty.
    ///   - text: The current text.
    ///   - maxWidth: The most columns the field's text may take.
    public init(id: String, placeholder: String, text: String = "", maxWidth: Int = 20) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
        self.maxWidth = maxWidth
    }
}

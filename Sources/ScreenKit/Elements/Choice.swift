/// One option out of several, such as a sort order: a picker or a set of radio buttons.
public struct Choice: Equatable, Sendable {

    /// Identifies the choice within its screen.
    public var id: String

    /// What is being chosen, such as `Sort by`.
    public var title: String

    /// The options' titles, in order.
    public var options: [String]

    /// The index of the selected option in ``options``, or `nil` while none is.
    public var selected: Int?

    /// Whether the user can choose; a disabled choice is drawn as such and never calls.
    public var isEnabled: Bool

    /// Why the choice is disabled, shown when the user tries it anyway.
    public var disabledReason: String?

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - id: Identifies the choice within its screen.
    ///   - title: What is being chosen.
    ///   - options: The options' titles, in order.
    ///   - selected: The index of the selected option, or `nil` for none.
    ///   - isEnabled: Whether the user can choose.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    public init(id: String, title: String, options: [String], selected: Int?, isEnabled: Bool = true, disabledReason: String? = nil) {
        self.id = id
        self.title = title
        self.options = options
        self.selected = selected
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
    }

    /// The selected option's title, if one is selected.
    public var selectedOption: String? {
        selected.flatMap { options.indices.contains($0) ? options[$0] : nil }
    }
}

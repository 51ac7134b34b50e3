/// A setting that is on or off: a switch or a check box.
public struct Toggle: Equatable, Sendable {

    /// Identifies the toggle within its screen.
    public var id: String

    /// What the toggle turns on, such as `Hide read books`.
    public var title: String

    /// Whether it is on.
    public var isOn: Bool

    /// Whether the user can flip it; a disabled toggle is drawn as such and never calls.
    public var isEnabled: Bool

    /// Why the toggle is disabled, shown when the user tries it anyway.
    public var disabledReason: String?

    /// Creates a toggle.
    ///
    /// - Parameters:
    ///   - id: Identifies the toggle within its screen.
    ///   - title: What it turns on.
    ///   - isOn: Whether it is on.
    ///   - isEnabled: Whether the user can flip it.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    public init(id: String, title: String, isOn: Bool, isEnabled: Bool = true, disabledReason: String? = nil) {
        self.id = id
        self.title = title
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
    }
}

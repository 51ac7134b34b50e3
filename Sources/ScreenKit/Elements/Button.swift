/// A button the user presses.
public struct Button: Equatable, Sendable {

    /// Identifies the button within its screen.
    public var id: String

    /// The button's title.
    public var title: String

    /// What pressing it does, which front-ends show: the screen's main action, one that
    /// deletes, one that goes back.
    public var role: ButtonRole

    /// Whether the user can press it; a disabled button is drawn as such and never calls.
    public var isEnabled: Bool

    /// Why the button is disabled, shown when the user tries it anyway; `nil` for a generic
    /// sentence.
    public var disabledReason: String?

    /// A one-word command that presses the button in line-based front-ends, such as `start`.
    public var command: String

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - id: Identifies the button within its screen.
    ///   - title: The title.
    ///   - role: What pressing it does; ``ButtonRole/standard`` by default.
    ///   - isEnabled: Whether the user can press it.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    ///   - command: A one-word command that presses it in line-based front-ends; by default
    ///     the title's first word, lowercased.
    public init(id: String, title: String, role: ButtonRole = .standard, isEnabled: Bool = true,
                disabledReason: String? = nil, command: String? = nil) {
        self.id = id
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.command = command ?? String(title.split(separator: " ").first ?? "").lowercased()
    }
}

/// What a button or a row action does, as SwiftUI's button roles say it; front-ends draw each
/// role its own way.
public enum ButtonRole: Equatable, Sendable {

    /// An ordinary action.
    case standard

    /// The screen's main action, such as Save.
    case primary

    /// An action that deletes or cannot be undone.
    case destructive

    /// An action that goes back or cancels.
    case cancel
}

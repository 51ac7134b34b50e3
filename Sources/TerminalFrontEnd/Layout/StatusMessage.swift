/// What the status line at the bottom of the terminal says.
struct StatusMessage: Equatable, Sendable {

    /// How much the message matters, which decides its style.
    enum Importance: Equatable, Sendable {
        /// Which keys do what here; dimmed.
        case hint
        /// Something the user's last key did not do, and why; bold.
        case notice
        /// Something wrong in the app, such as a leak the leak detector found; red.
        case warning
    }

    /// The text.
    var text: String

    /// How much it matters.
    var importance: Importance

    /// The message's style.
    var style: CellStyle {
        switch importance {
        case .hint: CellStyle.plain.dim()
        case .notice: CellStyle.plain.bold()
        case .warning: CellStyle.plain.foreground(.red).bold()
        }
    }
}

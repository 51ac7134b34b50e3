import ScreenKit

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

    /// Whether it asks to confirm a quit, which a second `q` does.
    var isQuitConfirmation = false

    /// The message's style.
    var style: CellStyle {
        switch importance {
        case .hint: CellStyle.plain.dim()
        case .notice: CellStyle.plain.bold()
        case .warning: CellStyle.plain.foreground(.red).bold()
        }
    }

    /// The question a `q` asks where the screen says something would be lost, which a second
    /// `q` answers.
    static func quitConfirmation(_ question: String) -> StatusMessage {
        StatusMessage(text: "\(question.displayable) q again quits; any other key carries on.", importance: .notice, isQuitConfirmation: true)
    }

    /// The notice that the RIB tree panel needs `needed` columns and the terminal has only
    /// `available`: the longest wording that fits in `width` columns, so that it is never cut.
    static func treePanelDoesNotFit(needs needed: Int, has available: Int, width: Int) -> StatusMessage {
        let wordings = [
            "The RIB tree needs \(needed) columns, the terminal has \(available). t hides it.",
            "RIB tree: needs \(needed) columns, has \(available). t hides it.",
            "RIB tree needs \(needed) columns. t hides it.",
        ]
        // The card is at least 40 columns wide, so the shortest wording (38) always fits.
        let text = wordings.first { $0.displayWidth <= width } ?? wordings[wordings.count - 1]
        return StatusMessage(text: text, importance: .notice)
    }
}

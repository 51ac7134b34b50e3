import ScreenKit

/// What a window showed, as a trace keeps it: the screen's title, every text a reader sees
/// under it top to bottom (labels, field texts or placeholders, button titles, grid symbols,
/// then an alert's message and actions), and the title of the alert over it, if any.
public struct ScreenSummary: Codable, Equatable, Sendable {

    /// The screen's title.
    public let title: String

    /// The texts a reader sees under the title, top to bottom.
    public let texts: [String]

    /// The title of the alert over the screen; `nil` without one.
    public let alert: String?

    /// A summary of its parts.
    public init(title: String, texts: [String], alert: String? = nil) {
        self.title = title
        self.texts = texts
        self.alert = alert
    }

    /// The summary of `content`.
    public init(_ content: WindowContent) {
        title = content.screen.title
        var texts: [String] = []
        content.screen.appendElementTexts(to: &texts)
        if let alert = content.alert {
            if let message = alert.message {
                texts.append(message)
            }
            texts += alert.actionTitles
        }
        self.texts = texts
        alert = content.alert?.title
    }
}

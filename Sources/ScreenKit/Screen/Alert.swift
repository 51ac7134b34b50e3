/// An alert shown over a screen, as a value.
public struct Alert: Equatable, Sendable {

    /// The alert's title, such as `Saved`.
    public var title: String

    /// Further text under the title, if any.
    public var message: String?

    /// The titles of the alert's actions, in order; the first is the default.
    public var actionTitles: [String]

    /// Creates an alert description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: Further text under the title.
    ///   - actionTitles: The actions' titles, the default first.
    public init(title: String, message: String? = nil, actionTitles: [String]) {
        self.title = title
        self.message = message
        self.actionTitles = actionTitles
    }
}

/// Everything a window shows: the top screen and the alert over it, if any.
public struct WindowContent: Equatable, Sendable {

    /// The screen of the top view controller that is not an alert.
    public var screen: Screen

    /// The alert shown over the screen, if any.
    public var alert: Alert?

    /// Creates window content.
    ///
    /// - Parameters:
    ///   - screen: The top screen.
    ///   - alert: The alert over it.
    public init(screen: Screen, alert: Alert? = nil) {
        self.screen = screen
        self.alert = alert
    }

    /// Every text a reader sees, the alert's last.
    public var visibleTexts: [String] {
        screen.visibleTexts + (alert.map { [$0.title] + ($0.message.map { [$0] } ?? []) + $0.actionTitles } ?? [])
    }
}

/// Drives a window the way a user would, without drawing anything: for tests.
///
/// Elements are found by what a user sees (a button's title, a field's placeholder), so a
/// test reads like the steps a player takes.
@MainActor
public final class HeadlessDriver: WindowRenderer {

    /// The window being driven.
    public let window: Window

    /// Every content the window rendered, oldest first.
    public private(set) var renderedContents: [WindowContent] = []

    /// Drives `window` and becomes its renderer.
    ///
    /// - Parameter window: The window to drive.
    public init(window: Window) {
        self.window = window
        window.renderer = self
    }

    /// Records `content`; the window calls it.
    public func render(_ content: WindowContent) {
        renderedContents.append(content)
    }

    /// What the window shows now.
    public var content: WindowContent? {
        window.content
    }

    /// The alert shown now, if any.
    public var alert: Alert? {
        window.content?.alert
    }

    /// Every text a reader sees now.
    public var visibleTexts: [String] {
        window.content?.visibleTexts ?? []
    }

    /// Types `text` into the field whose placeholder is `placeholder`, replacing its text.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such field is shown, or the window's rejection.
    public func type(_ text: String, intoFieldWithPlaceholder placeholder: String) throws {
        guard let field = window.content?.screen.textFields.first(where: { $0.placeholder == placeholder }) else {
            throw HeadlessDriverError.notFound("a field with placeholder \"\(placeholder)\"")
        }
        try window.perform(.editText(field: field.id, text: text))
    }

    /// Presses the button titled `title`.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such button is shown, or the window's rejection.
    public func tapButton(titled title: String) throws {
        guard let button = window.content?.screen.buttons.first(where: { $0.title == title }) else {
            throw HeadlessDriverError.notFound("a button titled \"\(title)\"")
        }
        try window.perform(.tapButton(id: button.id))
    }

    /// Taps the board cell at `row` and `column`, both from 0.
    ///
    /// - Throws: The window's rejection if there is no board or no such cell.
    public func tapCell(row: Int, column: Int) throws {
        try window.perform(.tapCell(row: row, column: column))
    }

    /// Chooses the alert action titled `title`.
    ///
    /// - Throws: ``HeadlessDriverError`` if no alert with such an action is shown.
    public func chooseAlertAction(titled title: String) throws {
        guard let index = alert?.actionTitles.firstIndex(of: title) else {
            throw HeadlessDriverError.notFound("an alert action titled \"\(title)\"")
        }
        try window.perform(.chooseAlertAction(index: index))
    }
}

/// Why a ``HeadlessDriver`` could not do what a test asked.
public enum HeadlessDriverError: Error, Equatable, CustomStringConvertible {

    /// What the test looked for is not on screen.
    case notFound(String)

    /// A sentence for the test failure.
    public var description: String {
        switch self {
        case let .notFound(what):
            "The window does not show \(what)."
        }
    }
}

/// A value description of what a view controller shows: what a front-end draws.
public struct Screen: Equatable, Sendable {

    /// The screen's title, shown at its top.
    public var title: String

    /// The screen's background.
    public var background: ScreenBackground

    /// The screen's content, top to bottom.
    public var elements: [ScreenElement]

    /// A question front-ends ask before quitting while this screen shows, because something
    /// on it would be lost, such as `Discard the unsaved note?`; `nil` quits at once.
    public var quitConfirmation: String?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - title: The title, shown at the top.
    ///   - background: The background.
    ///   - elements: The content, top to bottom.
    ///   - quitConfirmation: A question to ask before quitting while this screen shows.
    public init(title: String, background: ScreenBackground = .plain, elements: [ScreenElement] = [], quitConfirmation: String? = nil) {
        self.title = title
        self.background = background
        self.elements = elements
        self.quitConfirmation = quitConfirmation
    }

    /// The text fields, in screen order.
    public var textFields: [TextField] {
        elements.compactMap { if case let .textField(field) = $0 { field } else { nil } }
    }

    /// The buttons, in screen order.
    public var buttons: [Button] {
        elements.compactMap { if case let .button(button) = $0 { button } else { nil } }
    }

    /// The first element identified by `id`, if the screen shows one.
    public func element(_ id: String) -> ScreenElement? {
        elements.first { $0.id == id }
    }

    /// The list identified by `id`, if the screen shows one.
    public func list(_ id: String) -> List? {
        elements.lazy.compactMap { if case let .list(list) = $0, list.id == id { list } else { nil } }.first
    }

    /// The toggle identified by `id`, if the screen shows one.
    public func toggle(_ id: String) -> Toggle? {
        elements.lazy.compactMap { if case let .toggle(toggle) = $0, toggle.id == id { toggle } else { nil } }.first
    }

    /// The choice identified by `id`, if the screen shows one.
    public func choice(_ id: String) -> Choice? {
        elements.lazy.compactMap { if case let .choice(choice) = $0, choice.id == id { choice } else { nil } }.first
    }

    /// The grid identified by `id`, if the screen shows one; with an empty `id`, the first grid.
    public func grid(_ id: String) -> Grid? {
        elements.lazy.compactMap { if case let .grid(grid) = $0, grid.id == id || id.isEmpty { grid } else { nil } }.first
    }

    /// Every text a reader sees: title, labels, field contents or placeholders, button titles.
    public var visibleTexts: [String] {
        var texts = [title]
        appendElementTexts(to: &texts)
        return texts
    }

    /// Appends the visible texts of the elements, top to bottom, to `texts`: ``visibleTexts``
    /// without the title.
    public func appendElementTexts(to texts: inout [String]) {
        for element in elements {
            element.appendVisibleTexts(to: &texts)
        }
    }
}

/// The background a screen asks for.
public enum ScreenBackground: Equatable, Sendable {

    /// The front-end's default background.
    case plain

    /// A yellow background, for a screen that should stand out.
    case yellow
}

/// Drives a window the way a user would, without drawing anything: for tests.
///
/// Elements are found by what a user sees (a button's title, a field's placeholder), so a
/// test reads like the steps a user takes.
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

    /// Chooses the action titled `actionTitle` on the row titled `rowTitle`, in the first list
    /// that has such a row.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such row or action is shown, or the window's
    ///   rejection.
    public func chooseRowAction(titled actionTitle: String, onRowTitled rowTitle: String) throws {
        let (list, row) = try self.row(titled: rowTitle)
        guard let action = row.actions.first(where: { $0.title == actionTitle }) else {
            throw HeadlessDriverError.notFound("an action titled \"\(actionTitle)\" on the row \"\(rowTitle)\"")
        }
        try window.perform(.chooseRowAction(list: list.id, row: row.id, action: action.id))
    }

    /// Checks (or unchecks) the row titled `rowTitle`, in the first list that has such a row.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such row is shown, or the window's rejection.
    public func checkRow(titled rowTitle: String, _ isChecked: Bool = true) throws {
        let (list, row) = try self.row(titled: rowTitle)
        try window.perform(.checkRow(list: list.id, row: row.id, isChecked: isChecked))
    }

    /// Turns the toggle titled `title` on or off.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such toggle is shown, or the window's rejection.
    public func setToggle(titled title: String, isOn: Bool) throws {
        let toggle = window.content?.screen.elements.lazy.compactMap { if case let .toggle(toggle) = $0, toggle.title == title { toggle } else { nil } }.first
        guard let toggle else {
            throw HeadlessDriverError.notFound("a toggle titled \"\(title)\"")
        }
        try window.perform(.setToggle(id: toggle.id, isOn: isOn))
    }

    /// Selects the option titled `option` of the choice titled `title`.
    ///
    /// - Throws: ``HeadlessDriverError`` if no such choice or option is shown, or the window's
    ///   rejection.
    public func choose(_ option: String, inChoiceTitled title: String) throws {
        let choice = window.content?.screen.elements.lazy.compactMap { if case let .choice(choice) = $0, choice.title == title { choice } else { nil } }.first
        guard let choice, let index = choice.options.firstIndex(of: option) else {
            throw HeadlessDriverError.notFound("an option \"\(option)\" of a choice titled \"\(title)\"")
        }
        try window.perform(.chooseOption(choice: choice.id, index: index))
    }

    /// Taps the cell at `row` and `column`, both from 0, of the first grid shown.
    ///
    /// - Throws: ``HeadlessDriverError`` if no grid is shown, or the window's rejection.
    public func tapGridCell(row: Int, column: Int) throws {
        let grid = window.content?.screen.elements.lazy.compactMap { if case let .grid(grid) = $0 { grid } else { nil } }.first
        guard let grid else {
            throw HeadlessDriverError.notFound("a grid")
        }
        try window.perform(.tapGridCell(grid: grid.id, at: GridPosition(row: row, column: column)))
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

    // MARK: - Private

    /// The first row titled `title` of any list shown, with its list.
    private func row(titled title: String) throws -> (List, ListRow) {
        for case let .list(list) in window.content?.screen.elements ?? [] {
            if let row = list.rows.first(where: { $0.title == title }) {
                return (list, row)
            }
        }
        throw HeadlessDriverError.notFound("a row titled \"\(title)\"")
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

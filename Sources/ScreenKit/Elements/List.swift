/// A list of rows, each with a title, maybe a detail, a check box and actions of its own: an
/// app's errands, books or messages. A list may be of any length; front-ends scroll it.
public struct List: Equatable, Sendable {

    /// Identifies the list within its screen.
    public var id: String

    /// The rows, top to bottom.
    public var rows: [ListRow]

    /// Shown instead of rows while there are none, such as `No books yet`.
    public var emptyText: String

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - id: Identifies the list within its screen.
    ///   - rows: The rows, top to bottom; their identifiers are unique within the list.
    ///   - emptyText: Shown while there are no rows.
    public init(id: String, rows: [ListRow], emptyText: String = "") {
        self.id = id
        self.rows = rows
        self.emptyText = emptyText
    }

    /// The row identified by `id`, if the list has it.
    public func row(_ id: String) -> ListRow? {
        rows.first { $0.id == id }
    }
}

/// One row of a ``List``.
public struct ListRow: Equatable, Sendable {

    /// Identifies the row within its list.
    public var id: String

    /// The row's text.
    public var title: String

    /// Secondary text, such as an author, shown after or under the title.
    public var detail: String?

    /// Whether the row is checked, or `nil` if the row has no check box.
    public var isChecked: Bool?

    /// What the user can do with the row, such as Lend or Remove.
    public var actions: [RowAction]

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - id: Identifies the row within its list.
    ///   - title: The row's text.
    ///   - detail: Secondary text.
    ///   - isChecked: Whether it is checked; `nil`, the default, for a row without a check box.
    ///   - actions: What the user can do with the row; their identifiers are unique within it.
    public init(id: String, title: String, detail: String? = nil, isChecked: Bool? = nil, actions: [RowAction] = []) {
        self.id = id
        self.title = title
        self.detail = detail
        self.isChecked = isChecked
        self.actions = actions
    }

    /// The action identified by `id`, if the row offers it.
    public func action(_ id: String) -> RowAction? {
        actions.first { $0.id == id }
    }
}

/// Something the user can do with one row of a list, such as Remove.
public struct RowAction: Equatable, Sendable {

    /// Identifies the action within its row; the same action has the same identifier on every
    /// row, such as `remove`.
    public var id: String

    /// The action's title.
    public var title: String

    /// What the action does, which front-ends show.
    public var role: ButtonRole

    /// Whether the user can choose it; a disabled action is drawn as such and never calls.
    public var isEnabled: Bool

    /// Why the action is disabled, shown when the user tries it anyway.
    public var disabledReason: String?

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - id: Identifies the action within its row.
    ///   - title: The title.
    ///   - role: What it does; ``ButtonRole/standard`` by default.
    ///   - isEnabled: Whether the user can choose it.
    ///   - disabledReason: Why it is disabled, shown when the user tries it anyway.
    public init(id: String, title: String, role: ButtonRole = .standard, isEnabled: Bool = true, disabledReason: String? = nil) {
        self.id = id
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
    }
}

extension List {

    /// Appends what a reader sees, top to bottom: each row's title, detail and action titles,
    /// or the empty text.
    func appendVisibleTexts(to texts: inout [String]) {
        guard !rows.isEmpty else {
            texts.append(emptyText)
            return
        }
        for row in rows {
            texts.append(row.title)
            if let detail = row.detail {
                texts.append(detail)
            }
            for action in row.actions {
                texts.append(action.title)
            }
        }
    }
}

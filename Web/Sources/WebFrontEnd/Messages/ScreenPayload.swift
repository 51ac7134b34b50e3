import ScreenKit

/// What a window shows, as the page receives it: ScreenKit's ``WindowContent`` in JSON.
///
/// The wire format is spelled out here rather than derived from ScreenKit's types, so that
/// renaming a Swift property never changes what the page reads. See `Web/PROTOCOL.md`.
struct WindowContentPayload: Encodable, Equatable, Sendable {
    let screen: ScreenPayload
    let alert: AlertPayload?

    init(_ content: WindowContent) {
        screen = ScreenPayload(content.screen)
        alert = content.alert.map(AlertPayload.init)
    }
}

/// A screen: its title, background and elements, top to bottom.
struct ScreenPayload: Encodable, Equatable, Sendable {
    let title: String
    let background: String
    let elements: [ElementPayload]

    init(_ screen: Screen) {
        title = screen.title
        background = switch screen.background {
        case .plain: "plain"
        case .yellow: "yellow"
        }
        elements = screen.elements.map(ElementPayload.init)
    }
}

/// An alert over the screen: title, message and the titles of its actions, the default first.
struct AlertPayload: Encodable, Equatable, Sendable {
    let title: String
    let message: String?
    let actions: [String]

    init(_ alert: Alert) {
        title = alert.title
        message = alert.message
        actions = alert.actionTitles
    }
}

/// One element of a screen, tagged by `type`: `label`, `textField`, `button` or `board`.
struct ElementPayload: Encodable, Equatable, Sendable {
    let type: String
    var text: String?
    var role: String?
    var color: String?
    var id: String?
    var placeholder: String?
    var maxWidth: Int?
    var title: String?
    var cells: [[MarkPayload?]]?
    var highlightedCells: [PositionPayload]?

    init(_ element: ScreenElement) {
        switch element {
        case let .label(label):
            type = "label"
            text = label.text
            role = Self.name(of: label.role)
            color = Self.name(of: label.color)
        case let .textField(field):
            type = "textField"
            id = field.id
            placeholder = field.placeholder
            text = field.text
            maxWidth = field.maxWidth
        case let .button(button):
            type = "button"
            id = button.id
            title = button.title
        case let .board(board):
            type = "board"
            cells = board.cells.map { row in row.map { $0.map(MarkPayload.init) } }
            highlightedCells = board.highlightedCells.map(PositionPayload.init).sorted()
        }
    }

    static func name(of color: ElementColor) -> String {
        switch color {
        case .standard: "standard"
        case .red: "red"
        case .blue: "blue"
        }
    }

    private static func name(of role: Label.Role) -> String {
        switch role {
        case .heading: "heading"
        case .body: "body"
        case .caption: "caption"
        }
    }
}

/// A mark on the board: its symbol and colour.
struct MarkPayload: Encodable, Equatable, Sendable {
    let symbol: String
    let color: String

    init(_ mark: BoardMark) {
        symbol = mark.symbol
        color = ElementPayload.name(of: mark.color)
    }
}

/// A cell's place on the board, both from 0: row 0 is the top, column 0 the left.
struct PositionPayload: Encodable, Equatable, Comparable, Sendable {
    let row: Int
    let column: Int

    init(_ position: BoardPosition) {
        row = position.row
        column = position.column
    }

    /// Row by row, then column by column, so that the JSON is the same for the same cells.
    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }
}

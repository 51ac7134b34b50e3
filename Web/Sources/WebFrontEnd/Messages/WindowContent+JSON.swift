import ScreenKit

/// What a window shows, as the page receives it: ScreenKit's ``WindowContent`` in JSON.
///
/// The wire format is spelled out here, key by key, rather than derived from ScreenKit's
/// types, so that renaming a Swift property never changes what the page reads. Keys are in
/// sorted order. See `Web/PROTOCOL.md`.
extension WindowContent {

    /// Writes `{"alert": Alert?, "screen": Screen}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            if let alert {
                json.key("alert")
                alert.writeJSON(to: &json)
            }
            json.key("screen")
            screen.writeJSON(to: &json)
        }
    }
}

private extension Screen {

    /// Writes the title, the background and the elements, top to bottom.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("background", background.name)
            json.key("elements")
            json.array(elements) { json, element in element.writeJSON(to: &json) }
            json.field("title", title)
        }
    }
}

private extension Alert {

    /// Writes the title, the message if any and the titles of the actions, the default first.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.key("actions")
            json.array(actionTitles) { json, title in json.string(title) }
            json.field("message", message)
            json.field("title", title)
        }
    }
}

private extension ScreenElement {

    /// Writes the element tagged by `type`: `label`, `textField`, `button` or `board`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case let .label(label):
                json.field("color", label.color.name)
                json.field("role", label.role.name)
                json.field("text", label.text)
                json.field("type", "label")
            case let .textField(field):
                json.field("id", field.id)
                json.field("maxWidth", field.maxWidth)
                json.field("placeholder", field.placeholder)
                json.field("text", field.text)
                json.field("type", "textField")
            case let .button(button):
                json.field("id", button.id)
                json.field("title", button.title)
                json.field("type", "button")
            case let .board(board):
                json.key("cells")
                json.array(board.cells) { json, row in
                    json.array(row) { json, mark in
                        if let mark {
                            mark.writeJSON(to: &json)
                        } else {
                            json.null()
                        }
                    }
                }
                // Row by row, then column by column, so that the JSON is the same for the same cells.
                let highlighted = board.highlightedCells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
                json.key("highlightedCells")
                json.array(highlighted) { json, position in
                    json.object { json in
                        json.field("column", position.column)
                        json.field("row", position.row)
                    }
                }
                json.field("type", "board")
            // Not sent yet: the page learns these kinds in the next steps of issue 52.
            case .list, .toggle, .choice, .grid, .progress:
                json.field("type", "unsupported")
            }
        }
    }
}

private extension BoardMark {

    /// Writes the symbol and its colour.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("color", color.name)
            json.field("symbol", symbol)
        }
    }
}

private extension ScreenBackground {

    /// The background's name in the format.
    var name: String {
        switch self {
        case .plain: "plain"
        case .yellow: "yellow"
        }
    }
}

private extension Label.Role {

    /// The role's name in the format.
    var name: String {
        switch self {
        case .heading: "heading"
        case .body: "body"
        case .caption: "caption"
        }
    }
}

private extension ElementColor {

    /// The colour's name in the format.
    var name: String {
        switch self {
        case .standard: "standard"
        case .red: "red"
        case .blue: "blue"
        case .green: "green"
        }
    }
}

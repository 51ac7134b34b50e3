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

extension Alert {

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

extension ScreenElement {

    /// Writes the element tagged by `type`, with all its state; each kind's fields are written
    /// by its own file in `Messages/Elements/`.
    func writeJSON(to json: inout JSONWriter) {
        switch self {
        case let .label(label): label.writeJSON(to: &json)
        case let .textField(field): field.writeJSON(to: &json)
        case let .button(button): button.writeJSON(to: &json)
        case let .list(list): list.writeJSON(to: &json)
        case let .toggle(toggle): toggle.writeJSON(to: &json)
        case let .choice(choice): choice.writeJSON(to: &json)
        case let .grid(grid): grid.writeJSON(to: &json)
        case let .progress(bar): bar.writeJSON(to: &json)
        }
    }

    /// The element's `type` in the format.
    var typeName: String {
        switch self {
        case .label: "label"
        case .textField: "textField"
        case .button: "button"
        case .list: "list"
        case .toggle: "toggle"
        case .choice: "choice"
        case .grid: "grid"
        case .progress: "progress"
        }
    }
}

extension ScreenBackground {

    /// The background's name in the format.
    var name: String {
        switch self {
        case .plain: "plain"
        case .yellow: "yellow"
        }
    }
}

extension Label.Role {

    /// The role's name in the format.
    var name: String {
        switch self {
        case .heading: "heading"
        case .body: "body"
        case .caption: "caption"
        }
    }
}

extension ElementColor {

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

extension ButtonRole {

    /// The role's name in the format.
    var name: String {
        switch self {
        case .standard: "standard"
        case .primary: "primary"
        case .destructive: "destructive"
        case .cancel: "cancel"
        }
    }
}

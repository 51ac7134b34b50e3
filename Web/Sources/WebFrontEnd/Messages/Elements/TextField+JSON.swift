import ScreenKit

extension TextField {

    /// Writes `{"id", "maxWidth", "placeholder", "text", "type": "textField"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("maxWidth", maxWidth)
            json.field("placeholder", placeholder)
            json.field("text", text)
            json.field("type", "textField")
        }
    }
}

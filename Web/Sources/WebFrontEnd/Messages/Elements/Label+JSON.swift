import ScreenKit

extension Label {

    /// Writes `{"color", "role", "text", "type": "label"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("color", color.name)
            json.field("role", role.name)
            json.field("text", text)
            json.field("type", "label")
        }
    }
}

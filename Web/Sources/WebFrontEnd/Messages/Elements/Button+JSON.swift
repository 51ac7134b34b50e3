import ScreenKit

extension Button {

    /// Writes `{"disabledReason"?, "enabled", "id", "role", "title", "type": "button"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("disabledReason", disabledReason)
            json.field("enabled", isEnabled)
            json.field("id", id)
            json.field("role", role.name)
            json.field("title", title)
            json.field("type", "button")
        }
    }
}

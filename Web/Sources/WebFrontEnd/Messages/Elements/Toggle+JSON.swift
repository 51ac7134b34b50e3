import ScreenKit

extension Toggle {

    /// Writes `{"disabledReason"?, "enabled", "id", "on", "title", "type": "toggle"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("disabledReason", disabledReason)
            json.field("enabled", isEnabled)
            json.field("id", id)
            json.field("on", isOn)
            json.field("title", title)
            json.field("type", "toggle")
        }
    }
}

import ScreenKit

extension Choice {

    /// Writes `{"disabledReason"?, "enabled", "id", "options", "selected"?, "title", "type":
    /// "choice"}`; `selected` is left out while no option is, or the index names none.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("disabledReason", disabledReason)
            json.field("enabled", isEnabled)
            json.field("id", id)
            json.key("options")
            json.array(options) { json, option in json.string(option) }
            if let selected, options.indices.contains(selected) {
                json.field("selected", selected)
            }
            json.field("title", title)
            json.field("type", "choice")
        }
    }
}

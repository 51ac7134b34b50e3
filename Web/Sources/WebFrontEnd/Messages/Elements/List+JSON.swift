import ScreenKit

extension List {

    /// Writes `{"emptyText", "id", "rows", "type": "list"}`, the rows top to bottom.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("emptyText", emptyText)
            json.field("id", id)
            json.key("rows")
            json.array(rows) { json, row in row.writeJSON(to: &json) }
            json.field("type", "list")
        }
    }
}

extension ListRow {

    /// Writes `{"actions", "checked"?, "detail"?, "id", "title"}`; `checked` is left out for a
    /// row without a check box.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.key("actions")
            json.array(actions) { json, action in action.writeJSON(to: &json) }
            if let isChecked {
                json.field("checked", isChecked)
            }
            json.field("detail", detail)
            json.field("id", id)
            json.field("title", title)
        }
    }
}

private extension RowAction {

    /// Writes `{"disabledReason"?, "enabled", "id", "role", "title"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("disabledReason", disabledReason)
            json.field("enabled", isEnabled)
            json.field("id", id)
            json.field("role", role.name)
            json.field("title", title)
        }
    }
}

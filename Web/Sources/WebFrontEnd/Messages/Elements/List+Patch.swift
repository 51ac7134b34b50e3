import ScreenKit

extension List {

    /// Whether this list's rows can be written as a patch of `old`'s: the same list, apart from
    /// its rows, and no row identifier twice in either.
    func canPatchRows(of old: List) -> Bool {
        id == old.id && emptyText == old.emptyText && old.hasUniqueRowIDs && hasUniqueRowIDs
    }

    /// Writes `{"changed"?, "inserted"?, "removed"?}`, what turns `old`'s rows into these: the
    /// identifiers of the rows removed; the rows inserted, each with its place among the new
    /// rows (`at`, ascending: inserted in that order once the removed rows are gone); the rows
    /// that stayed in place but changed, whole. A row that moved is removed and inserted.
    func writeRowsPatch(from old: List, to json: inout JSONWriter) {
        let difference = rows.map(\.id).difference(from: old.rows.map(\.id))
        var removed: [String] = []
        var inserted: [(offset: Int, row: ListRow)] = []
        var moved = Set<String>()
        for change in difference {
            switch change {
            case let .remove(_, id, _):
                removed.append(id)
            case let .insert(offset, id, _):
                inserted.append((offset, rows[offset]))
                moved.insert(id)
            }
        }
        let oldRows = Dictionary(uniqueKeysWithValues: old.rows.map { ($0.id, $0) })
        let changed = rows.filter { row in !moved.contains(row.id) && oldRows[row.id].map { $0 != row } == true }
        json.object { json in
            if !changed.isEmpty {
                json.key("changed")
                json.array(changed) { json, row in row.writeJSON(to: &json) }
            }
            if !inserted.isEmpty {
                json.key("inserted")
                json.array(inserted.sorted { $0.offset < $1.offset }) { json, insertion in
                    json.object { json in
                        json.field("at", insertion.offset)
                        json.key("row")
                        insertion.row.writeJSON(to: &json)
                    }
                }
            }
            if !removed.isEmpty {
                json.key("removed")
                json.array(removed) { json, id in json.string(id) }
            }
        }
    }

    // MARK: - Private

    private var hasUniqueRowIDs: Bool {
        Set(rows.lazy.map(\.id)).count == rows.count
    }
}

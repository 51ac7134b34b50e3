import ScreenKit

/// What changed from one content of a window to the next, as a `screenPatch` message: the
/// page applies it to the screen it shows, as Phoenix LiveView's pages apply diffs, rather than
/// being sent the whole screen again.
///
/// Only a screen of the same shape is patched: as many elements, each of the same kind and
/// identifier at the same place. An element that changed is sent whole, except a list, whose
/// rows are patched by their identifiers, and a grid, whose cells are patched by their
/// positions. See `Web/PROTOCOL.md`.
struct ScreenPatch {

    /// The patch from `old` to `new`, shown after the page's inputs up to `inputs`, or `nil` if
    /// the screens differ in shape (the page is then sent the whole screen).
    init?(from old: WindowContent, to new: WindowContent, inputs: InputMarks = InputMarks()) {
        let oldElements = old.screen.elements
        let newElements = new.screen.elements
        guard oldElements.count == newElements.count,
              zip(oldElements, newElements).allSatisfy({ $0.typeName == $1.typeName && $0.id == $1.id }) else {
            return nil
        }
        (self.old, self.new, self.inputs) = (old, new, inputs)
    }

    /// The message's JSON text: `{"alert"?, "background"?, "elements", "input"?, "saved"?,
    /// "title"?, "type": "screenPatch", "v"}`, with only what changed.
    var json: String {
        var json = JSONWriter()
        json.object { json in
            if old.alert != new.alert {
                json.key("alert")
                if let alert = new.alert {
                    alert.writeJSON(to: &json)
                } else {
                    json.null()
                }
            }
            if old.screen.background != new.screen.background {
                json.field("background", new.screen.background.name)
            }
            json.key("elements")
            let changed = zip(old.screen.elements, new.screen.elements).enumerated().filter { $1.0 != $1.1 }
            json.array(changed) { json, change in
                let (index, (oldElement, newElement)) = change
                newElement.writeChange(at: index, from: oldElement, to: &json)
            }
            inputs.writeFields(to: &json)
            if old.screen.title != new.screen.title {
                json.field("title", new.screen.title)
            }
            json.field("type", "screenPatch")
            json.field("v", MessageFormat.version)
        }
        return json.text
    }

    // MARK: - Private

    private let old: WindowContent
    private let new: WindowContent
    private let inputs: InputMarks
}

private extension ScreenElement {

    /// Writes the change of the element at `index` from `old`, of the same kind and identifier:
    /// `{"index", "rows"}` for a list whose rows can be patched, `{"cells", "highlighted"?,
    /// "index"}` for such a grid, else `{"element", "index"}`, the element whole.
    func writeChange(at index: Int, from old: ScreenElement, to json: inout JSONWriter) {
        json.object { json in
            switch (old, self) {
            case let (.list(oldList), .list(newList)) where newList.canPatchRows(of: oldList):
                json.field("index", index)
                json.key("rows")
                newList.writeRowsPatch(from: oldList, to: &json)
            case let (.grid(oldGrid), .grid(newGrid)) where newGrid.canPatchCells(of: oldGrid):
                newGrid.writeCellsPatch(from: oldGrid, to: &json)
                json.field("index", index)
            default:
                json.key("element")
                writeJSON(to: &json)
                json.field("index", index)
            }
        }
    }
}

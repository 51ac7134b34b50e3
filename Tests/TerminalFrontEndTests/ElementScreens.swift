import ScreenKit
@testable import TerminalFrontEnd

/// A screen of any elements, which records what the window delivers to it, in order.
final class ElementsViewController: ViewController {

    var elements: [ScreenElement]
    var calls: [String] = []

    init(_ elements: [ScreenElement]) {
        self.elements = elements
    }

    override var screen: Screen {
        Screen(title: "Elements", elements: elements)
    }

    /// Shows `elements` instead, as an app whose state changed does.
    func show(_ elements: [ScreenElement]) {
        self.elements = elements
        setNeedsDisplay()
    }

    override func buttonTapped(_ id: String) {
        calls.append("tap \(id)")
    }

    override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {
        calls.append("\(actionID) \(listID)/\(rowID)")
    }

    override func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {
        calls.append("check \(listID)/\(rowID) \(isChecked)")
    }

    override func toggleChanged(_ id: String, isOn: Bool) {
        calls.append("toggle \(id) \(isOn)")
    }

    override func choiceChanged(_ id: String, selected index: Int) {
        calls.append("choose \(id) \(index)")
    }

    override func gridCellTapped(_ id: String, at position: GridPosition) {
        calls.append("tap \(id) \(position.row),\(position.column)")
    }
}

/// A list `errands` of `count` rows titled `Errand 1`, `Errand 2`…, each with a check box and a
/// destructive Remove action.
func errands(_ count: Int, checked: Bool? = false, actions: [RowAction] = [RowAction(id: "remove", title: "Remove", role: .destructive)]) -> ScreenElement {
    .list(List(id: "errands", rows: (1...max(count, 1)).prefix(count).map {
        ListRow(id: "e\($0)", title: "Errand \($0)", isChecked: checked, actions: actions)
    }, emptyText: "No errands left"))
}

/// A grid `dots` of `rows` × `columns`, all empty.
func dots(rows: Int, columns: Int, cells: [[GridCell?]] = [], highlighted: Set<GridPosition> = [], isEnabled: Bool = true) -> ScreenElement {
    .grid(Grid(id: "dots", rows: rows, columns: columns, cells: cells, highlighted: highlighted, isEnabled: isEnabled,
               disabledReason: isEnabled ? nil : "The grid is locked."))
}

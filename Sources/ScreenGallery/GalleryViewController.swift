import Foundation
import RIBs
import ScreenKit

/// What the Gallery view tells its interactor.
@MainActor
protocol GalleryPresentableListener: AnyObject {
    func addErrand(titled title: String)
    func addThousandErrands()
    func setErrand(_ id: Int, isDone: Bool)
    func removeErrand(_ id: Int)
    func clearDone()
    func setHidesDone(_ hidesDone: Bool)
    func sort(by order: GalleryState.SortOrder)
    func placeDot(row: Int, column: Int)
}

/// The Gallery's screen: one of every element ScreenKit draws, each doing what it is for.
final class GalleryViewController: ViewController, GalleryPresentable, GalleryViewControllable {

    weak var listener: (any GalleryPresentableListener)?

    override var screen: Screen {
        let newErrand = text(inField: Control.newErrand)
        return Screen(title: "Screen gallery", elements: [
            .label(Label("Every element ScreenKit draws", role: .heading)),
            .textField(TextField(id: Control.newErrand, placeholder: "New errand", text: newErrand, maxWidth: 30)),
            .button(Button(id: Control.add, title: "Add errand", role: .primary,
                           isEnabled: !newErrand.trimmingCharacters(in: .whitespaces).isEmpty, disabledReason: "Type an errand first.",
                           command: "add")),
            .list(List(id: Control.errands, rows: state.listedErrands.map(Self.row), emptyText: "No errands left")),
            .progress(ProgressBar(id: Control.done, title: "Errands done", fraction: state.fractionDone)),
            .toggle(Toggle(id: Control.hideDone, title: "Hide done errands", isOn: state.hidesDone)),
            .choice(Choice(id: Control.sort, title: "Sort by", options: GalleryState.SortOrder.allCases.map(\.title),
                           selected: state.sortOrder.rawValue)),
            .button(Button(id: Control.clearDone, title: "Clear done", role: .destructive, isEnabled: state.fractionDone > 0,
                           disabledReason: "No errand is done.", command: "clear")),
            .button(Button(id: Control.addThousand, title: "Add 1,000 errands", command: "thousand")),
            .label(Label("Dots: tap a cell", role: .caption)),
            .grid(grid),
        ])
    }

    // MARK: - GalleryPresentable

    func show(_ state: GalleryState) {
        self.state = state
        setNeedsDisplay()
    }

    // MARK: - User input

    override func buttonTapped(_ id: String) {
        switch id {
        case Control.add:
            listener?.addErrand(titled: text(inField: Control.newErrand))
            fillField(Control.newErrand, with: "")
        case Control.clearDone:
            listener?.clearDone()
        case Control.addThousand:
            listener?.addThousandErrands()
        default:
            break
        }
    }

    override func textDidChange(inField id: String) {
        setNeedsDisplay()
    }

    override func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {
        Int(rowID).map { listener?.setErrand($0, isDone: isChecked) }
    }

    override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {
        guard actionID == Control.remove, let id = Int(rowID) else {
            return
        }
        listener?.removeErrand(id)
    }

    override func toggleChanged(_ id: String, isOn: Bool) {
        listener?.setHidesDone(isOn)
    }

    override func choiceChanged(_ id: String, selected index: Int) {
        GalleryState.SortOrder(rawValue: index).map { listener?.sort(by: $0) }
    }

    override func gridCellTapped(_ id: String, at position: GridPosition) {
        listener?.placeDot(row: position.row, column: position.column)
    }

    // MARK: - Private

    private enum Control {
        static let newErrand = "newErrand"
        static let add = "add"
        static let errands = "errands"
        static let remove = "remove"
        static let done = "done"
        static let hideDone = "hideDone"
        static let sort = "sort"
        static let clearDone = "clearDone"
        static let addThousand = "addThousand"
        static let dots = "dots"
    }

    private var state = GalleryState()

    private static func row(_ errand: GalleryState.Errand) -> ListRow {
        ListRow(id: String(errand.id), title: errand.title, isChecked: errand.isDone,
                actions: [RowAction(id: Control.remove, title: "Remove", role: .destructive)])
    }

    private var grid: Grid {
        let size = GalleryState.gridSize
        let cells = (0..<size.rows).map { row in
            (0..<size.columns).map { column in
                state.dot(row: row, column: column).map {
                    GridCell(symbol: "●", color: $0 ? .red : .blue, isEnabled: false, disabledReason: "That cell has a dot already.")
                }
            }
        }
        let last = state.lastDot.map { GridPosition(row: $0 / size.columns, column: $0 % size.columns) }
        return Grid(id: Control.dots, rows: size.rows, columns: size.columns, cells: cells, highlighted: Set(last.map { [$0] } ?? []),
                    title: "Dots")
    }
}

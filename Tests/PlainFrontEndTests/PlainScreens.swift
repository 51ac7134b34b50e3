import PlainFrontEnd
import RIBs
import ScreenKit

/// A view controller showing whatever elements a test gives it, recording every call.
@MainActor
final class ElementsViewController: ViewController {

    var title = "Shelf"
    var elements: [ScreenElement]
    private(set) var calls: [String] = []

    init(_ elements: [ScreenElement]) {
        self.elements = elements
    }

    override var screen: Screen {
        Screen(title: title, elements: elements.map { element in
            guard case var .textField(field) = element else {
                return element
            }
            field.text = text(inField: field.id)
            return .textField(field)
        })
    }

    func show(_ elements: [ScreenElement], title: String? = nil) {
        self.elements = elements
        self.title = title ?? self.title
        setNeedsDisplay()
    }

    override func buttonTapped(_ id: String) { calls.append("button \(id)") }
    override func textDidChange(inField id: String) { calls.append("text \(id)=\(text(inField: id))") }
    override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {
        calls.append("row action \(actionID) \(rowID) \(listID)")
    }
    override func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {
        calls.append("row checked \(isChecked) \(rowID) \(listID)")
    }
    override func toggleChanged(_ id: String, isOn: Bool) { calls.append("toggle \(id) \(isOn)") }
    override func choiceChanged(_ id: String, selected index: Int) { calls.append("choice \(id) \(index)") }
    override func gridCellTapped(_ id: String, at position: GridPosition) {
        calls.append("grid \(id) \(position.row) \(position.column)")
    }
}

/// A plain session on a window showing an ``ElementsViewController``, with what it printed.
@MainActor
final class PlainHarness {

    let window = Window()
    let screen: ElementsViewController
    private(set) var printed = ""
    private var session: PlainSession?

    init(_ elements: [ScreenElement]) {
        screen = ElementsViewController(elements)
        session = PlainSession(window: window) { [unowned self] text in printed += text }
        window.rootViewController = screen
        window.makeKeyAndVisible()
    }

    /// Types `lines` one after another and returns what they printed.
    @discardableResult
    func type(_ lines: String...) -> String {
        printed = ""
        for line in lines {
            session?.handle(line)
        }
        return printed
    }

    /// The lines the window's content prints now.
    var lines: [String] {
        window.content.map(PlainTextFormatter.lines(of:)) ?? []
    }
}

/// Elements the tests share.
enum Shelf {

    static let books = List(id: "books", rows: [
        ListRow(id: "b1", title: "Dune", detail: "Herbert", isChecked: false,
                actions: [RowAction(id: "lend", title: "Lend"), RowAction(id: "remove", title: "Remove", role: .destructive)]),
        ListRow(id: "b2", title: "Emma", isChecked: true,
                actions: [RowAction(id: "lend", title: "Lend", isEnabled: false, disabledReason: "Emma is lent out."),
                          RowAction(id: "remove", title: "Remove", role: .destructive)]),
    ], emptyText: "No books yet")

    static let films = List(id: "films", rows: [ListRow(id: "f1", title: "Alien", actions: [RowAction(id: "remove", title: "Remove")])])
}

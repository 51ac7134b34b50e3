import RIBs
import ScreenKit
import Testing

/// What a window delivers of the actions lists, toggles, choices, grids and buttons offer, and
/// what it refuses: nothing that is not shown, not of its kind or disabled reaches the app.
@MainActor
struct WindowElementActionTests {

    /// A screen with one element of each kind that acts, which records every call it gets.
    private final class EverythingViewController: ViewController {
        var elements: [ScreenElement] = [
            .list(List(id: "books", rows: [
                ListRow(id: "b1", title: "Dune", detail: "Herbert", isChecked: false,
                        actions: [RowAction(id: "lend", title: "Lend"),
                                  RowAction(id: "remove", title: "Remove", role: .destructive, isEnabled: false, disabledReason: "Lent out")]),
                ListRow(id: "b2", title: "Emma"),
            ], emptyText: "No books yet")),
            .toggle(Toggle(id: "hideRead", title: "Hide read books", isOn: true)),
            .choice(Choice(id: "sort", title: "Sort by", options: ["Title", "Author"], selected: 0)),
            .grid(Grid(id: "board", rows: 6, columns: 7,
                       cells: [[GridCell?]](repeating: [GridCell?](repeating: nil, count: 7), count: 5)
                           + [[GridCell(symbol: "X", color: .red, isEnabled: false, disabledReason: "Taken")]],
                       highlighted: [GridPosition(row: 5, column: 0)])),
            .button(Button(id: "save", title: "Save", role: .primary, isEnabled: false)),
            .progress(ProgressBar(id: "upload", title: "Uploading", fraction: 0.4)),
        ]
        var calls: [String] = []

        override var screen: Screen {
            Screen(title: "Everything", elements: elements)
        }

        override func buttonTapped(_ id: String) { calls.append("button \(id)") }
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

    private let window = Window()
    private let screen = EverythingViewController()

    init() {
        window.rootViewController = screen
        window.makeKeyAndVisible()
    }

    @Test func eachActionReachesItsCallWithWhatTheUserDid() throws {
        try window.perform(.chooseRowAction(list: "books", row: "b1", action: "lend"))
        try window.perform(.checkRow(list: "books", row: "b1", isChecked: true))
        try window.perform(.setToggle(id: "hideRead", isOn: false))
        try window.perform(.chooseOption(choice: "sort", index: 1))
        try window.perform(.tapGridCell(grid: "board", at: GridPosition(row: 5, column: 6)))

        #expect(screen.calls == ["row action lend b1 books", "row checked true b1 books", "toggle hideRead false",
                                 "choice sort 1", "grid board 5 6"])
    }

    @Test(arguments: [
        (UserAction.tapButton(id: "save"), UserActionRejection.disabled(reason: nil)),
        (.chooseRowAction(list: "books", row: "b1", action: "remove"), .disabled(reason: "Lent out")),
        (.chooseRowAction(list: "books", row: "b1", action: "burn"), .noSuchRowAction("burn")),
        (.chooseRowAction(list: "books", row: "b9", action: "lend"), .noSuchRow("b9")),
        (.chooseRowAction(list: "films", row: "b1", action: "lend"), .noSuchElement("films")),
        (.checkRow(list: "books", row: "b2", isChecked: true), .rowNotCheckable("b2")),
        (.checkRow(list: "hideRead", row: "b1", isChecked: true), .noSuchElement("hideRead")),
        (.setToggle(id: "sort", isOn: true), .noSuchElement("sort")),
        (.chooseOption(choice: "sort", index: 2), .noSuchOption),
        (.chooseOption(choice: "sort", index: -1), .noSuchOption),
        (.tapGridCell(grid: "board", at: GridPosition(row: 5, column: 0)), .disabled(reason: "Taken")),
        (.tapGridCell(grid: "board", at: GridPosition(row: 6, column: 0)), .noSuchCell),
        (.tapGridCell(grid: "board", at: GridPosition(row: 0, column: -1)), .noSuchCell),
        (.tapGridCell(grid: "books", at: GridPosition(row: 0, column: 0)), .noSuchElement("books")),
        (.tapButton(id: "upload"), .noSuchElement("upload")),
    ])
    func whatTheScreenDoesNotOfferIsRefusedAndNeverCalls(action: UserAction, rejection: UserActionRejection) {
        #expect(throws: rejection) {
            try window.perform(action)
        }
        #expect(screen.calls.isEmpty)
    }

    @Test func aDisabledGridRefusesEveryCellWithItsReason() {
        screen.elements = [.grid(Grid(id: "board", rows: 2, columns: 2, isEnabled: false, disabledReason: "The game is over"))]

        #expect(throws: UserActionRejection.disabled(reason: "The game is over")) {
            try window.perform(.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)))
        }
        #expect(UserActionRejection.disabled(reason: "The game is over").description == "The game is over")
        #expect(UserActionRejection.disabled(reason: nil).description == "That can't be used right now.")
    }

    @Test func aGridGivenFewerCellsThanItsSizeHasEmptyCellsThere() throws {
        let grid = Grid(id: "g", rows: 32, columns: 32, cells: [[GridCell(symbol: "A")]])

        #expect(grid.cell(at: GridPosition(row: 0, column: 0))?.symbol == "A")
        #expect(grid.cell(at: GridPosition(row: 31, column: 31)) == nil)
        #expect(grid.cell(at: GridPosition(row: 32, column: 0)) == nil)
        #expect(grid.isEnabled(at: GridPosition(row: 31, column: 31)))
        #expect(!grid.isEnabled(at: GridPosition(row: 32, column: 31)))
    }

    @Test func theDriverFindsElementsByWhatAUserSees() throws {
        let driver = HeadlessDriver(window: window)

        try driver.chooseRowAction(titled: "Lend", onRowTitled: "Dune")
        try driver.checkRow(titled: "Dune")
        try driver.setToggle(titled: "Hide read books", isOn: false)
        try driver.choose("Author", inChoiceTitled: "Sort by")
        try driver.tapGridCell(row: 0, column: 3)

        #expect(screen.calls == ["row action lend b1 books", "row checked true b1 books", "toggle hideRead false",
                                 "choice sort 1", "grid board 0 3"])
        #expect(throws: HeadlessDriverError.notFound("a row titled \"Emmy\"")) {
            try driver.checkRow(titled: "Emmy")
        }
    }

    @Test func aReaderSeesRowsTogglesChoicesCellsAndProgress() {
        let texts = window.content?.visibleTexts ?? []

        #expect(texts == ["Everything", "Dune", "Herbert", "Lend", "Remove", "Emma", "Hide read books", "Sort by", "Title", "Author",
                          "X", "Save", "Uploading", "40%"])
        #expect(ScreenElement.list(List(id: "l", rows: [], emptyText: "No books yet")).visibleTexts == ["No books yet"])
    }

    @Test(arguments: [(0.4, 40), (-1, 0), (2, 100), (.nan, 0), (0.999, 99)])
    func aProgressBarIsDrawnWithinItsEnds(fraction: Double, percent: Int) {
        #expect(ProgressBar(id: "p", title: "P", fraction: fraction).percent == percent)
    }
}

/// ScreenKit's elements and view-controller calls exactly as issue 52 promised them to
/// adopters, written into a generated app's package (which depends on this checkout) so that
/// its build proves the contract compiles as written outside this package.
enum ScreenKitContract {

    /// The file's name in the generated app's module.
    static let fileName = "ScreenKitContract.swift"

    /// The file: a view controller showing one of every element and overriding every call.
    static let source = """
        import ScreenKit

        /// Every element and call of ScreenKit's contract with adopters, as written in issue 52.
        final class ContractViewController: ViewController {

            override var screen: Screen {
                Screen(title: "Contract", elements: [
                    .list(List(id: "books", rows: [
                        ListRow(id: "b1", title: "Dune", detail: "Herbert", isChecked: false,
                                actions: [RowAction(id: "lend", title: "Lend"),
                                          RowAction(id: "remove", title: "Remove", role: .destructive)])
                    ], emptyText: "No books yet")),
                    .toggle(Toggle(id: "hideRead", title: "Hide read books", isOn: true)),
                    .choice(Choice(id: "sort", title: "Sort by", options: ["Title", "Author"], selected: 0)),
                    .grid(Grid(id: "board", rows: 6, columns: 7,
                               cells: [[GridCell?]](repeating: [GridCell?](repeating: nil, count: 7), count: 6),
                               highlighted: [GridPosition(row: 5, column: 0)])),
                    .grid(Grid(id: "marks", rows: 1, columns: 1, cells: [[GridCell(symbol: "X", color: .red)]])),
                    .button(Button(id: "save", title: "Save", role: .primary, isEnabled: false)),
                    .progress(ProgressBar(id: "upload", title: "Uploading", fraction: 0.4)),
                ])
            }

            override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {}
            override func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {}
            override func toggleChanged(_ id: String, isOn: Bool) {}
            override func choiceChanged(_ id: String, selected index: Int) {}
            override func gridCellTapped(_ id: String, at position: GridPosition) {}
        }

        """
}

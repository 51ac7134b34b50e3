import PlainFrontEnd
import ScreenKit
import Testing

/// What plain mode prints of each element: every text whole, with what is typed to act on it.
@MainActor
struct PlainPrintingTests {

    @Test func rowsAreNumberedAcrossListsWithBoxesDetailsAndWhatActsOnThem() {
        let harness = PlainHarness([.list(Shelf.books), .list(Shelf.films), .list(List(id: "empty", rows: [], emptyText: "No music yet"))])

        #expect(harness.lines == [
            "=== Shelf ===",
            "  1. [ ] Dune — Herbert",
            "  2. [x] Emma (lend: unavailable)",
            "  (for row N: check N, uncheck N, lend N, remove N)",
            "  3. Alien",
            "  (for row N: remove N)",
            "  (No music yet)",
        ])
    }

    @Test func togglesChoicesAndProgressSayTheirStateInWords() {
        let harness = PlainHarness([
            .toggle(Toggle(id: "hideRead", title: "Hide read books", isOn: true)),
            .toggle(Toggle(id: "wifi", title: "Wi-Fi", isOn: false, isEnabled: false)),
            .choice(Choice(id: "sort", title: "Sort by", options: ["Title", "Author"], selected: 1)),
            .progress(ProgressBar(id: "upload", title: "Uploading", fraction: 0.4)),
            .button(Button(id: "save", title: "Save", role: .primary, isEnabled: false)),
        ])

        #expect(harness.lines == [
            "=== Shelf ===",
            "[x] Hide read books",
            "[ ] Wi-Fi (unavailable)",
            "Sort by: ( ) 1 Title  (•) 2 Author",
            "Uploading: 40%",
            "[Save] (unavailable)",
        ])
    }

    @Test func aThreeByThreeGridPrintsAsAKeypadWithWhatStandsOutInBrackets() {
        let harness = PlainHarness([.grid(Grid(id: "board", rows: 3, columns: 3,
                                               cells: [[GridCell(symbol: "X"), GridCell(symbol: "X"), GridCell(symbol: "X")], [nil, GridCell(symbol: "O")]],
                                               highlighted: [GridPosition(row: 0, column: 0), GridPosition(row: 0, column: 1), GridPosition(row: 0, column: 2)]))])

        #expect(harness.lines == ["=== Shelf ===", "[X]|[X]|[X]", "---+---+---", " 4 | O | 6 ", "---+---+---", " 7 | 8 | 9 "])
    }

    @Test func aLargeGridPadsItsCellsToItsLargestNumber() {
        let lines = PlainHarness([.grid(Grid(id: "g", rows: 32, columns: 32))]).lines

        #expect(lines.count == 1 + 32 + 31)
        #expect(lines[1].hasPrefix("    1 |    2 |"))
        #expect(lines.last?.hasSuffix("| 1024 ") == true)
        #expect(Set(lines.dropFirst().map(\.count)).count == 1)
    }

    @Test func longTextsArePrintedWholeAndEscapeSequencesNever() {
        let title = String(repeating: "long ", count: 200) + "\u{1B}[2Jend"
        let lines = PlainHarness([.list(List(id: "l", rows: [ListRow(id: "r", title: title)]))]).lines

        #expect(lines[1] == "  1. " + String(repeating: "long ", count: 200) + "end")
    }
}

import Foundation
import ScreenKit
import Testing
@testable import WebFrontEnd

/// A page that applies patches is sent what changed: a screen of the same shape as the one
/// before comes as a `screenPatch` naming the elements, rows and cells that changed, whenever
/// that is smaller than the whole screen.
struct ScreenPatchTests {

    /// Issue 52's figure: checking one row of a 1,000-row list sends the page at most 1 KB,
    /// where the whole screen is over a hundred times that. `Web/PROTOCOL.md` publishes both.
    @Test func checkingOneRowOfAThousandSendsOnlyThatRow() throws {
        let before = Self.errands(count: 1_000)
        var after = before
        after.check(row: 500)

        let full = ServerMessage.screen(after).json
        let patch = try #require(ScreenPatch(from: before, to: after)).json

        #expect(patch == #"""
            {"elements":[{"index":1,"rows":{"changed":[{"actions":[{"enabled":true,"id":"remove","role":"destructive","title":"Remove"}],\#
            "checked":true,"id":"500","title":"Errand 500"}]}}],"type":"screenPatch","v":2}
            """#)
        #expect(patch.utf8.count <= 1_024)
        #expect(full.utf8.count > 100 * patch.utf8.count)
        print("1,000-row list: whole screen \(full.utf8.count) bytes, one-row patch \(patch.utf8.count) bytes")
    }

    /// Applied as the page applies it (removals, then insertions in order of their places, then
    /// the changed rows), the patch turns the old rows into the new ones.
    @Test func rowsRemovedInsertedMovedAndChangedAreNamedByTheirIdentifiers() throws {
        let before = Self.errands(count: 6)
        var after = before
        after.editList { rows in
            rows.remove(at: 1)
            rows.insert(ListRow(id: "new", title: "New"), at: 0)
            rows.swapAt(2, 4)
            rows[5].title = "Renamed"
        }
        let patch = try #require(ScreenPatch(from: before, to: after)).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(patch.utf8)) as? [String: Any])
        let change = try #require((object["elements"] as? [[String: Any]])?.first)
        #expect(change["index"] as? Int == 1)
        let rows = try #require(change["rows"] as? [String: Any])

        var titles = (0..<6).map { (id: String($0), title: "Errand \($0)") }
        let removed = rows["removed"] as? [String] ?? []
        titles.removeAll { removed.contains($0.id) }
        for insertion in rows["inserted"] as? [[String: Any]] ?? [] {
            let row = try #require(insertion["row"] as? [String: Any])
            titles.insert((try #require(row["id"] as? String), try #require(row["title"] as? String)), at: try #require(insertion["at"] as? Int))
        }
        for row in rows["changed"] as? [[String: Any]] ?? [] {
            let id = try #require(row["id"] as? String)
            let index = try #require(titles.firstIndex { $0.id == id })
            titles[index].title = try #require(row["title"] as? String)
        }
        #expect(titles.map(\.id) == ["new", "0", "4", "3", "2", "5"])
        #expect(titles.map(\.title) == ["New", "Errand 0", "Errand 4", "Errand 3", "Errand 2", "Renamed"])
        #expect(removed.contains("1"))
    }

    /// Rows named by identifiers that are not unique could not be found again: the list is
    /// sent whole.
    @Test func aListWithARowIdentifierTwiceIsSentWhole() throws {
        var before = Self.errands(count: 3)
        before.editList { $0[2].id = "0" }
        var after = before
        after.editList { $0[1].isChecked = true }
        let patch = try #require(ScreenPatch(from: before, to: after)).json
        #expect(patch.contains(#"{"element":{"emptyText":"No errands","#), "\(patch)")
        #expect(!patch.contains(#""rows":{"#), "\(patch)")
    }

    @Test func gridCellsAreNamedByTheirPositionsAndTheHighlightedSentWhenTheyChange() throws {
        let grid = Grid(id: "dots", rows: 6, columns: 7)
        var placed = grid
        placed.cells = [[nil, GridCell(symbol: "●", color: .red, isEnabled: false, disabledReason: "Taken.")]]
        placed.highlighted = [GridPosition(row: 0, column: 1)]
        let patch = try #require(ScreenPatch(from: Self.content(.grid(grid)), to: Self.content(.grid(placed)))).json
        #expect(patch == #"""
            {"elements":[{"cells":[{"cell":{"color":"red","disabledReason":"Taken.","enabled":false,"symbol":"●"},"column":1,"row":0}],\#
            "highlighted":[{"column":1,"row":0}],"index":0}],"type":"screenPatch","v":2}
            """#)

        // Resized, or disabled: the grid is sent whole.
        var resized = grid
        resized.rows = 7
        var disabled = grid
        disabled.isEnabled = false
        for changed in [resized, disabled] {
            let whole = try #require(ScreenPatch(from: Self.content(.grid(grid)), to: Self.content(.grid(changed)))).json
            #expect(whole.hasPrefix(#"{"elements":[{"element":{"cells":"#), "\(whole)")
        }
    }

    /// A list whose empty text changed is sent whole: its rows' patch would not carry it.
    @Test func aListWhoseEmptyTextChangedIsSentWhole() throws {
        let before = Self.errands(count: 2)
        var after = before
        guard case var .list(list) = after.screen.elements[1] else {
            Issue.record("no list")
            return
        }
        list.emptyText = "All done"
        after.screen.elements[1] = .list(list)
        let patch = try #require(ScreenPatch(from: before, to: after)).json
        #expect(patch.contains(#"{"element":{"emptyText":"All done","#), "\(patch)")
    }

    @Test func aGridWhoseTitleChangedIsSentWhole() throws {
        let before = Self.content(.grid(Grid(id: "dots", rows: 2, columns: 2, title: "Dots")))
        let after = Self.content(.grid(Grid(id: "dots", rows: 2, columns: 2, title: "Seats")))
        let patch = try #require(ScreenPatch(from: before, to: after)).json
        #expect(patch.contains(#""title":"Seats","type":"grid"}"#), "\(patch)")
        #expect(patch.contains(#""element":{"#), "\(patch)")
    }

    @Test func otherElementsTheTitleTheBackgroundAndTheAlertAreSentWholeWhenTheyChange() throws {
        let before = WindowContent(screen: Screen(title: "Before", elements: [
            .label(Label("Same")), .toggle(Toggle(id: "t", title: "On", isOn: false)),
        ]), alert: Alert(title: "Hi", actionTitles: ["OK"]))
        let after = WindowContent(screen: Screen(title: "After", background: .yellow, elements: [
            .label(Label("Same")), .toggle(Toggle(id: "t", title: "On", isOn: true)),
        ]))
        #expect(try #require(ScreenPatch(from: before, to: after)).json == #"""
            {"alert":null,"background":"yellow","elements":[{"element":{"enabled":true,"id":"t","on":true,"title":"On","type":"toggle"},\#
            "index":1}],"title":"After","type":"screenPatch","v":2}
            """#)
    }

    @Test func aScreenOfAnotherShapeIsNoPatch() {
        let toggle = ScreenElement.toggle(Toggle(id: "t", title: "On", isOn: false))
        let other = ScreenElement.toggle(Toggle(id: "u", title: "On", isOn: false))
        let button = ScreenElement.button(Button(id: "t", title: "On"))
        #expect(ScreenPatch(from: Self.content(toggle), to: Self.content(toggle, toggle)) == nil)
        #expect(ScreenPatch(from: Self.content(toggle), to: Self.content(other)) == nil)
        #expect(ScreenPatch(from: Self.content(toggle), to: Self.content(button)) == nil)
        #expect(ScreenPatch(from: Self.content(toggle), to: Self.content(toggle)) != nil)
    }

    /// The first screen of a connection is whole, the next a patch of it; a page that did not
    /// ask for patches is sent every screen whole; a patch no smaller than the screen is not sent.
    @Test func theWriterSendsAPatchOnlyToAPageThatAppliesThemAndOnlyWhenSmaller() throws {
        let before = Self.errands(count: 50)
        var after = before
        after.check(row: 7)
        let messages: [ServerMessage] = [.screen(before), .error(.malformed), .screen(after)]

        var patching = PageMessageWriter(sendsPatches: true)
        let patched = messages.map { patching.text(for: $0) }
        #expect(patched[0] == ServerMessage.screen(before).json)
        #expect(patched[1] == ServerMessage.error(.malformed).json)
        #expect(patched[2] == ScreenPatch(from: before, to: after)?.json)

        var plain = PageMessageWriter(sendsPatches: false)
        #expect(messages.map { plain.text(for: $0) } == messages.map(\.json))

        // A screen whose every element changed: the patch, each element with its index, would
        // be longer than the screen.
        let small = Self.content(.label(Label("a")), .label(Label("b")), .label(Label("c")))
        let changed = Self.content(.label(Label("d")), .label(Label("e")), .label(Label("f")))
        var writer = PageMessageWriter(sendsPatches: true)
        _ = writer.text(for: .screen(small))
        let patch = try #require(ScreenPatch(from: small, to: changed)).json
        #expect(patch.utf8.count >= ServerMessage.screen(changed).json.utf8.count)
        #expect(writer.text(for: .screen(changed)) == ServerMessage.screen(changed).json)
    }

    // MARK: - Private

    /// A screen with a heading and a list of `count` errands, as the gallery shows them.
    private static func errands(count: Int) -> WindowContent {
        let rows = (0..<count).map { index in
            ListRow(id: String(index), title: "Errand \(index)", isChecked: false,
                    actions: [RowAction(id: "remove", title: "Remove", role: .destructive)])
        }
        return WindowContent(screen: Screen(title: "Errands", elements: [
            .label(Label("Errands", role: .heading)),
            .list(List(id: "errands", rows: rows, emptyText: "No errands")),
        ]))
    }

    private static func content(_ elements: ScreenElement...) -> WindowContent {
        WindowContent(screen: Screen(title: "", elements: elements))
    }
}

private extension WindowContent {

    /// Edits the rows of the list, the screen's second element.
    mutating func editList(_ edit: (inout [ListRow]) -> Void) {
        guard case var .list(list) = screen.elements[1] else {
            return
        }
        edit(&list.rows)
        screen.elements[1] = .list(list)
    }

    mutating func check(row: Int) {
        editList { $0[row].isChecked = true }
    }
}

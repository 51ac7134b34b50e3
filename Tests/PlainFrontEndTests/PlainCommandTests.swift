import PlainFrontEnd
import ScreenKit
import Testing

/// What plain mode does with a line: the one element on screen that answers it acts, and
/// nothing else changes.
@MainActor
struct PlainCommandTests {

    @Test func rowsAreCheckedAndActedOnByTheirNumber() {
        let harness = PlainHarness([.list(Shelf.books), .list(Shelf.films)])

        harness.type("check 1", "uncheck 2", "Remove 3", "lend 1")

        #expect(harness.screen.calls == ["row checked true b1 books", "row checked false b2 books", "row action remove f1 films",
                                         "row action lend b1 books"])
    }

    @Test func aDisabledRowActionIsRefusedWithTheAppsReason() {
        let harness = PlainHarness([.list(Shelf.books)])

        #expect(harness.type("lend 2") == "Emma is lent out.\n")
        #expect(harness.screen.calls.isEmpty)
    }

    @Test(arguments: ["check 3", "check 0", "check", "burn 1", "check 1 2", "check ３"])
    func aRowThatIsNotThereOrAVerbNoRowHasChangesNothing(line: String) {
        let harness = PlainHarness([.list(Shelf.books)])

        #expect(harness.type(line).hasPrefix("Unknown command. Type \"check N\", \"uncheck N\", \"lend N\" or \"remove N\", or quit:"))
        #expect(harness.screen.calls.isEmpty)
    }

    @Test func togglesAndChoicesAreNamedWhenTheScreenHasMoreThanOne() {
        let harness = PlainHarness([
            .toggle(Toggle(id: "hideRead", title: "Hide read books", isOn: true)),
            .toggle(Toggle(id: "wifi", title: "Wi-Fi", isOn: false)),
            .choice(Choice(id: "sort", title: "Sort by", options: ["Title", "Author"], selected: 0)),
        ])

        #expect(harness.type("toggle").hasPrefix("Unknown command. Type \"toggle hideread\", \"toggle wifi\" or \"choose N\", or quit:"))
        harness.type("toggle hideRead", "toggle wi-fi", "choose 2")

        #expect(harness.screen.calls == ["toggle hideRead false", "toggle wifi true", "choice sort 1"])
        #expect(harness.type("choose 3") == "There is no such option.\n")
    }

    @Test func gridCellsAreTappedByNumberOrRowAndColumn() {
        let harness = PlainHarness([.grid(Grid(id: "board", rows: 6, columns: 7,
                                               cells: [[GridCell(symbol: "X", isEnabled: false, disabledReason: "That cell is taken.")]]))])

        harness.type("9", "tap 4 3", "tap 42")
        #expect(harness.screen.calls == ["grid board 1 1", "grid board 3 2", "grid board 5 6"])

        #expect(harness.type("1") == "That cell is taken.\n")
        #expect(harness.type("43") == "There is no such cell.\n")
        #expect(harness.type("tap 7 1") == "There is no such cell.\n")
        #expect(harness.screen.calls.count == 3)
    }

    @Test func outsideFormsAFieldTakesOnlyWhatNamesItAndACommandNeverLandsInIt() {
        let harness = PlainHarness([
            .textField(TextField(id: "newErrand", placeholder: "New errand", maxWidth: 30)),
            .button(Button(id: "add", title: "Add errand", command: "add")),
            .list(Shelf.films),
        ])

        harness.type("New errand:  Milk and eggs ", "add", "remove 1", "delete1")

        #expect(harness.screen.calls == ["text newErrand=Milk and eggs", "button add", "row action remove f1 films"])
        #expect(harness.screen.text(inField: "newErrand") == "Milk and eggs")
    }

    @Test func aFormTakesALinePerFieldPressesItsFirstButtonAndStartsAgainEachTimeItIsShown() {
        let form: [ScreenElement] = [
            .textField(TextField(id: "first", placeholder: "First")),
            .textField(TextField(id: "second", placeholder: "Second")),
            .button(Button(id: "go", title: "Go")),
        ]
        let harness = PlainHarness(form)

        harness.type("Ann", "Bob", "Cy")
        #expect(harness.screen.calls == ["text first=Ann", "text second=Bob", "button go", "text first=Cy"])

        harness.screen.show([.button(Button(id: "back", title: "Back"))], title: "Settings")
        harness.type("back")
        harness.screen.show(form, title: "Shelf")
        harness.type("Dee")

        #expect(harness.screen.calls.suffix(2) == ["button back", "text first=Dee"])
    }

    @Test func aSessionStartedOnAFormAlreadyShownFillsItsFirstField() {
        let window = Window()
        let screen = ElementsViewController([.textField(TextField(id: "first", placeholder: "First"))])
        window.rootViewController = screen
        window.makeKeyAndVisible()
        var printed = ""
        let session = PlainSession(window: window) { printed += $0 }

        session.promptForInput()
        session.handle("Ann")

        #expect(printed.hasPrefix("Type First and press Enter"))
        #expect(screen.calls == ["text first=Ann"])
    }
}

import RIBs
import ScreenGallery
import ScreenKit
import Testing

/// The gallery played as a user would, headlessly: every element does what it is for.
@MainActor
struct GalleryTests {

    private let window = Window()
    private let driver: HeadlessDriver
    private let launchRouter: any LaunchRouting

    init() {
        driver = HeadlessDriver(window: window)
        let app = GalleryApp.descriptor.build()
        app.launch(in: window)
        launchRouter = app.launchRouter
        window.makeKeyAndVisible()
    }

    private var errands: List? {
        driver.content?.screen.list("errands")
    }

    @Test func anErrandIsAddedOnlyOnceTyped() throws {
        #expect(throws: UserActionRejection.disabled(reason: "Type an errand first.")) {
            try driver.tapButton(titled: "Add errand")
        }
        try driver.type("Water plants", intoFieldWithPlaceholder: "New errand")
        try driver.tapButton(titled: "Add errand")

        #expect(errands?.rows.map(\.title) == ["Buy milk", "Post the letter", "Call Grandma", "Water plants"])
        #expect(driver.content?.screen.textFields.first?.text == "")
    }

    @Test func checkedErrandsCountAndHideAndClear() throws {
        try driver.checkRow(titled: "Buy milk")
        #expect(errands?.row("1")?.isChecked == true)
        #expect(driver.visibleTexts.contains("33%"))

        try driver.setToggle(titled: "Hide done errands", isOn: true)
        #expect(errands?.rows.map(\.title) == ["Post the letter", "Call Grandma"])

        try driver.tapButton(titled: "Clear done")
        try driver.setToggle(titled: "Hide done errands", isOn: false)
        #expect(errands?.rows.map(\.title) == ["Post the letter", "Call Grandma"])
        #expect(throws: UserActionRejection.disabled(reason: "No errand is done.")) {
            try driver.tapButton(titled: "Clear done")
        }
    }

    @Test func errandsAreRemovedSortedAndAddedByTheThousand() throws {
        try driver.chooseRowAction(titled: "Remove", onRowTitled: "Post the letter")
        try driver.choose("Title", inChoiceTitled: "Sort by")
        #expect(errands?.rows.map(\.title) == ["Buy milk", "Call Grandma"])

        try driver.tapButton(titled: "Add 1,000 errands")
        #expect(errands?.rows.count == 1_002)
    }

    @Test func aDotGoesOnceOnACellAndTheLastStandsOut() throws {
        try driver.tapGridCell(row: 5, column: 6)
        try driver.tapGridCell(row: 0, column: 0)

        let grid = try #require(driver.content?.screen.grid("dots"))
        #expect(grid.cell(at: GridPosition(row: 5, column: 6)) ==
            GridCell(symbol: "●", color: .red, isEnabled: false, disabledReason: "That cell has a dot already."))
        #expect(grid.cell(at: GridPosition(row: 0, column: 0))?.color == .blue)
        #expect(grid.highlighted == [GridPosition(row: 0, column: 0)])
        #expect(throws: UserActionRejection.disabled(reason: "That cell has a dot already.")) {
            try driver.tapGridCell(row: 5, column: 6)
        }
    }
}

import RIBs
import ScreenKit
import Testing
@testable import Notes

/// The whole app, launched into a window and used through its screens.
@MainActor
struct NotesAppTests {

    @Test func greetsThenClosesAndReopensWelcome() throws {
        let window = Window()
        let driver = HeadlessDriver(window: window)
        let tree = NotesApp.descriptor.build()
        tree.launch(in: window)
        let launchRouter = tree.launchRouter
        #expect(driver.visibleTexts.contains("Welcome to Notes"))
        #expect(launchRouter.children.count == 1)

        try driver.type("Ada", intoFieldWithPlaceholder: "Your name")
        #expect(driver.visibleTexts.contains("Nobody greeted yet"))
        try driver.tapButton(titled: "Say hello")
        #expect(driver.visibleTexts.contains("Hello, Ada!"))
        #expect(driver.content?.screen.list("greeted")?.rows.map(\.title) == ["Ada"])

        try driver.chooseRowAction(titled: "Forget", onRowTitled: "Ada")
        #expect(driver.content?.screen.list("greeted")?.rows.isEmpty == true)

        try driver.tapButton(titled: "Close")
        #expect(driver.visibleTexts.contains("Welcome, its child RIB, is closed."))
        #expect(launchRouter.children.isEmpty)

        try driver.tapButton(titled: "Open Welcome")
        #expect(driver.visibleTexts.contains("Welcome to Notes"))
        #expect(!driver.visibleTexts.contains("Hello, Ada!"), "a new Welcome RIB starts afresh")
    }

    @Test func aSavedTreeBringsBackThoseGreeted() throws {
        let window = Window()
        let driver = HeadlessDriver(window: window)
        let tree = NotesApp.descriptor.build()
        tree.launch(in: window)
        try driver.type("Ada", intoFieldWithPlaceholder: "Your name")
        try driver.tapButton(titled: "Say hello")
        let saved = try NotesApp.descriptor.save(tree)

        // A later run: a new tree, launched from what the first one saved.
        let laterWindow = Window()
        let later = NotesApp.descriptor.build()
        let problems = later.launch(in: laterWindow, restoring: try NotesApp.descriptor.readSavedState(saved))
        #expect(problems.isEmpty)
        #expect(laterWindow.content?.screen.list("greeted")?.rows.map(\.title) == ["Ada"])
    }
}

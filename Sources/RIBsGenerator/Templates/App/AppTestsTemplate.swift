/// `<App>AppTests.swift`: the whole generated app launched into a window and used through
/// its screens, as a user would.
struct AppTestsTemplate {

    let app: AppName

    var file: GeneratedFile {
        GeneratedFile(name: "\(app.typeName)AppTests.swift", contents: contents)
    }

    // MARK: - Private

    private var name: String {
        app.typeName
    }

    private var contents: String {
        """
        import RIBs
        import ScreenKit
        import Testing
        @testable import \(name)

        /// The whole app, launched into a window and used through its screens.
        @MainActor
        struct \(name)AppTests {

            @Test func greetsThenClosesAndReopensWelcome() throws {
                let window = Window()
                let driver = HeadlessDriver(window: window)
                let tree = \(name)App.descriptor.build()
                tree.launch(in: window)
                let launchRouter = tree.launchRouter
                #expect(driver.visibleTexts.contains("Welcome to \(name)"))
                #expect(launchRouter.children.count == 1)

                try driver.type("Ada", intoFieldWithPlaceholder: "Your name")
                #expect(driver.visibleTexts.contains("Nobody greeted yet"))
                try driver.tapButton(titled: "Say hello")
                #expect(driver.visibleTexts.contains("Hello, Ada!"))
                #expect(driver.content?.screen.list("greeted")?.rows.map(\\.title) == ["Ada"])

                try driver.chooseRowAction(titled: "Forget", onRowTitled: "Ada")
                #expect(driver.content?.screen.list("greeted")?.rows.isEmpty == true)

                try driver.tapButton(titled: "Close")
                #expect(driver.visibleTexts.contains("Welcome, its child RIB, is closed."))
                #expect(launchRouter.children.isEmpty)

                try driver.tapButton(titled: "Open Welcome")
                #expect(driver.visibleTexts.contains("Welcome to \(name)"))
                #expect(!driver.visibleTexts.contains("Hello, Ada!"), "a new Welcome RIB starts afresh")
            }

            @Test func aSavedTreeBringsBackThoseGreeted() throws {
                let window = Window()
                let driver = HeadlessDriver(window: window)
                let tree = \(name)App.descriptor.build()
                tree.launch(in: window)
                try driver.type("Ada", intoFieldWithPlaceholder: "Your name")
                try driver.tapButton(titled: "Say hello")
                let saved = try \(name)App.descriptor.save(tree)

                // A later run: a new tree, launched from what the first one saved.
                let laterWindow = Window()
                let later = \(name)App.descriptor.build()
                let problems = later.launch(in: laterWindow, restoring: try \(name)App.descriptor.readSavedState(saved))
                #expect(problems.isEmpty)
                #expect(laterWindow.content?.screen.list("greeted")?.rows.map(\\.title) == ["Ada"])
            }
        }

        """
    }
}

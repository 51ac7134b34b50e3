/// `<Name>RouterTests.swift`: Swift Testing tests of a RIB's router, with mocks around it.
struct RouterTestsTemplate {

    let rib: RIBName
    let kind: RIBKind
    let module: ModuleName

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)RouterTests.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs
            \(testingImport)import Testing
            @testable import \(module.name)

            /// Tests of the \(name) router, with its interactor and \(viewControllerDescription) replaced by mocks.
            @MainActor
            struct \(name)RouterTests {

                private let interactor: \(name)InteractableMock
                private let viewController: \(name)ViewControllableMock
                private let router: \(name)Router

                init() {
                    interactor = \(name)InteractableMock()
                    viewController = \(name)ViewControllableMock()
                    router = \(name)Router(interactor: interactor, viewController: viewController)
                }

                @Test func becomesItsInteractorsRouter() {
                    #expect(interactor.router === router)
                }

                @Test func attachesNoChildrenWhenLoaded() {
                    router.load()
                    #expect(router.children.isEmpty)
                }
            \(kindSpecificTests)
                // TODO: Test each route: give the router `...BuildableMock`s of its children, take the
                // route, then check what was built, attached and shown.
            }

            """
    }

    /// RIBsTesting's import, with its newline, for the launch test's window mock.
    private var testingImport: String {
        kind == .launch ? "import RIBsTesting\n" : ""
    }

    private var viewControllerDescription: String {
        switch kind {
        case .withView, .launch: "view controller"
        case .viewless: "borrowed view controller"
        }
    }

    private var kindSpecificTests: String {
        switch kind {
        case .withView:
            return ""
        case .launch:
            return """

                    @Test func launchShowsItsViewAndActivatesTheRIB() {
                        let window = LaunchWindowMock()
                        router.launch(from: window)
                        #expect(window.rootViewController === viewController)
                        #expect(window.isKeyAndVisible)
                        #expect(interactor.isActive)
                    }

                """
        case .viewless:
            return """

                    @Test func cleanupViewsDismissesNothingWhenNothingWasPresented() {
                        router.load()
                        router.cleanupViews()
                        #expect(viewController.presentCallCount == 0)
                        #expect(viewController.dismissCallCount == 0)
                    }

                """
        }
    }
}

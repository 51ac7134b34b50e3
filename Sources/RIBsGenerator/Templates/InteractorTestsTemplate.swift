/// `<Name>InteractorTests.swift`: Swift Testing tests of a RIB's interactor, with mocks around it.
struct InteractorTestsTemplate {

    let rib: RIBName
    let kind: RIBKind
    let module: ModuleName

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)InteractorTests.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs
            import Testing
            @testable import \(module.name)

            /// Tests of the \(name) interactor, with its \(collaborators) replaced by mocks.
            @MainActor
            struct \(name)InteractorTests {

            \(storedProperties)

                init() {
            \(initializerBody)
                }
            \(kindSpecificTests)
                @Test func isActiveFromActivationToDeactivation() {
                    #expect(!interactor.isActive)
                    interactor.activate()
                    #expect(interactor.isActive)
                    interactor.deactivate()
                    #expect(!interactor.isActive)
                }

                // TODO: Test the business logic: call the interactor as its view, its children or its
                // router would, then check what it asked of the mocks through their `...CallCount`s.
            }

            """
    }

    private var collaborators: String {
        switch kind {
        case .withView: "view, router and listener"
        case .viewless: "router and listener"
        case .launch: "view and router"
        }
    }

    private var storedProperties: String {
        let name = rib.typeName
        let common = """
                private let interactor: \(name)Interactor
                private let router: \(name)RoutingMock
            """
        let listener = "\n    private let listener: \(name)ListenerMock"
        switch kind {
        case .withView:
            return "    private let presenter: \(name)PresentableMock\n" + common + listener
        case .viewless:
            return common + listener
        case .launch:
            return "    private let presenter: \(name)PresentableMock\n" + common
        }
    }

    private var initializerBody: String {
        let name = rib.typeName
        switch kind {
        case .withView:
            return """
                        presenter = \(name)PresentableMock()
                        interactor = \(name)Interactor(presenter: presenter)
                        router = \(name)RoutingMock(interactable: interactor, viewControllable: \(name)ViewControllableMock())
                        listener = \(name)ListenerMock()
                        interactor.router = router
                        interactor.listener = listener
                """
        case .launch:
            return """
                        presenter = \(name)PresentableMock()
                        interactor = \(name)Interactor(presenter: presenter)
                        router = \(name)RoutingMock(interactable: interactor, viewControllable: \(name)ViewControllableMock())
                        interactor.router = router
                """
        case .viewless:
            return """
                        interactor = \(name)Interactor()
                        router = \(name)RoutingMock(interactable: interactor)
                        listener = \(name)ListenerMock()
                        interactor.router = router
                        interactor.listener = listener
                """
        }
    }

    private var kindSpecificTests: String {
        switch kind {
        case .withView, .launch:
            return """

                    @Test func listensToItsView() {
                        #expect(presenter.listener === interactor)
                    }

                """
        case .viewless:
            return """

                    @Test func cleansUpViewsWhenDeactivated() {
                        interactor.activate()
                        #expect(router.cleanupViewsCallCount == 0)
                        interactor.deactivate()
                        #expect(router.cleanupViewsCallCount == 1)
                    }

                """
        }
    }
}

/// The tests of a generated app's Welcome RIB: its interactor with its view and listener
/// replaced by mocks, and the mocks (the builder's among them, for the root's tests).
struct StarterWelcomeTestsTemplate {

    let app: AppName

    var files: [GeneratedFile] {
        [
            GeneratedFile(name: "WelcomeMocks.swift", contents: mocks),
            GeneratedFile(name: "WelcomeInteractorTests.swift", contents: interactorTests),
        ]
    }

    // MARK: - Private

    private var name: String {
        app.typeName
    }

    private var mocks: String {
        """
        import RIBs
        import RIBsTesting
        @testable import \(name)

        /// Stands in for the Welcome view in the tests of its interactor: keeps what it was asked to
        /// show.
        final class WelcomePresentableMock: WelcomePresentable {

            weak var listener: (any WelcomePresentableListener)?

            private(set) var greetings: [String?] = []
            private(set) var greetedLists: [[String]] = []

            func show(greeting: String?, greeted: [String]) {
                greetings.append(greeting)
                greetedLists.append(greeted)
            }
        }

        /// Stands in for Welcome's parent in the tests of its interactor.
        final class WelcomeListenerMock: WelcomeListener {

            var welcomeDidCloseCallCount = 0

            func welcomeDidClose() {
                welcomeDidCloseCallCount += 1
            }
        }

        /// Stands in for the Welcome router.
        final class WelcomeRoutingMock: ViewableRoutingMock, WelcomeRouting {}

        /// Stands in for the Welcome builder in the tests of the Root router: builds router mocks and
        /// keeps them.
        final class WelcomeBuildableMock: WelcomeBuildable {

            private(set) var buildCallCount = 0
            private(set) weak var lastListener: (any WelcomeListener)?
            private(set) var builtRouters: [WelcomeRoutingMock] = []

            func build(withListener listener: any WelcomeListener) -> any ViewableRouting {
                buildCallCount += 1
                lastListener = listener
                let router = WelcomeRoutingMock(viewControllable: ViewControllableMock())
                builtRouters.append(router)
                return router
            }
        }

        """
    }

    private var interactorTests: String {
        """
        import RIBs
        import Testing
        @testable import \(name)

        /// Tests of the Welcome interactor, with its view and listener replaced by mocks.
        @MainActor
        struct WelcomeInteractorTests {

            private let presenter = WelcomePresentableMock()
            private let listener = WelcomeListenerMock()
            private let interactor: WelcomeInteractor

            init() {
                interactor = WelcomeInteractor(presenter: presenter)
                interactor.listener = listener
            }

            @Test func listensToItsView() {
                #expect(presenter.listener === interactor)
            }

            @Test func greetsByNameWithoutExtraSpacesAndListsThoseGreeted() {
                interactor.sayHello(to: "  Ada   Lovelace ")
                interactor.sayHello(to: "Alan")
                #expect(presenter.greetings == ["Hello, Ada Lovelace!", "Hello, Alan!"])
                #expect(presenter.greetedLists.last == ["Ada Lovelace", "Alan"])
            }

            @Test func greetsTheWorldWithoutAddingItToTheList() {
                interactor.sayHello(to: "   ")
                #expect(presenter.greetings == ["Hello, world!"])
                #expect(presenter.greetedLists == [[]])
            }

            @Test func forgetsWhoIsAskedAndNobodyElse() {
                interactor.sayHello(to: "Ada")
                interactor.sayHello(to: "Alan")
                interactor.forget(at: 0)
                interactor.forget(at: 5)
                #expect(presenter.greetedLists.last == ["Alan"])
                #expect(presenter.greetedLists.count == 3)
            }

            @Test func tellsItsParentWhenClosed() {
                interactor.close()
                #expect(listener.welcomeDidCloseCallCount == 1)
            }
        }

        """
    }
}

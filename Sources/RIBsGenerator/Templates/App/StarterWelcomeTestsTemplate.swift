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

            private(set) var greetings: [String] = []

            func show(greeting: String) {
                greetings.append(greeting)
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

            @Test func greetsByNameWithoutExtraSpaces() {
                interactor.sayHello(to: "  Ada   Lovelace ")
                #expect(presenter.greetings == ["Hello, Ada Lovelace!"])
            }

            @Test func greetsTheWorldWithoutAName() {
                interactor.sayHello(to: "   ")
                #expect(presenter.greetings == ["Hello, world!"])
            }

            @Test func tellsItsParentWhenClosed() {
                interactor.close()
                #expect(listener.welcomeDidCloseCallCount == 1)
            }
        }

        """
    }
}

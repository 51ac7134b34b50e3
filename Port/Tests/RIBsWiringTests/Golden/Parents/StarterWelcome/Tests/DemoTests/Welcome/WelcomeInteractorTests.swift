import RIBs
import Testing
@testable import Demo

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

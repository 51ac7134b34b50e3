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

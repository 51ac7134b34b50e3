import Testing
@testable import TicTacToe

@MainActor
struct LoggedOutInteractorTests {

    private let presenter = LoggedOutPresentableMock()
    private let listener = LoggedOutListenerMock()
    private let interactor: LoggedOutInteractor

    init() {
        interactor = LoggedOutInteractor(presenter: presenter)
        interactor.listener = listener
    }

    @Test func becomesItsViewsListener() {
        #expect(presenter.listener === interactor)
    }

    @Test func loginTellsTheListenerTheNamesTyped() {
        var names: [String] = []
        listener.didLoginHandler = { names += [$0, $1] }

        interactor.login(withPlayer1Name: "Ada", player2Name: "Bob")

        #expect(listener.didLoginCallCount == 1)
        #expect(names == ["Ada", "Bob"])
    }

    @Test func loginNamesThePlayersWhoTypedNothing() {
        var names: [String] = []
        listener.didLoginHandler = { names += [$0, $1] }

        interactor.login(withPlayer1Name: "", player2Name: nil)

        #expect(listener.didLoginCallCount == 1)
        #expect(names == ["Player 1", "Player 2"])
    }
}

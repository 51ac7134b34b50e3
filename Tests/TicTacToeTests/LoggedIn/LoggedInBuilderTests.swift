import RIBs
import ScreenKit
import Testing
@testable import TicTacToe

@MainActor
struct LoggedInBuilderTests {

    private let parentViewController = LoggedInViewControllableMock()
    private let listener = LoggedInListenerMock()
    private let router: LoggedInRouting
    private let actionableItem: LoggedInActionableItem

    init() {
        let builder = LoggedInBuilder(dependency: LoggedInDependencyMock(loggedInViewController: parentViewController))
        (router, actionableItem) = builder.build(withListener: listener, player1Name: "Alice", player2Name: "Bob")
    }

    @Test func wiresTheInteractorToItsListenerAndRouter() throws {
        let interactor = try #require(router.interactable as? LoggedInInteractor)

        #expect(interactor.listener === listener)
        #expect(interactor.router === router)
        #expect(actionableItem === interactor)
    }

    @Test func presentsOffGameWithTheNamesThroughTheParentsView() throws {
        var presented: [ViewControllable] = []
        parentViewController.presentHandler = { presented.append($0) }

        attach()

        let offGame = try #require(router.children.first as? OffGameRouter)
        #expect(router.children.count == 1)
        #expect(offGame.interactor.listener === router.interactable)
        #expect(identities(presented) == identities([offGame.viewControllable]))
        #expect(startScreenTexts(of: offGame) == ["TicTacToe", "Alice (0)", "vs", "Bob (0)", "Draws: 0", "Start Game"])
    }

    @Test func theScoreLoggedInCountsIsTheOneOffGameShows() throws {
        attach()
        let interactor = try #require(router.interactable as? LoggedInInteractor)

        interactor.startTicTacToe()
        interactor.gameDidEnd(withWinner: .player2)

        let offGame = try #require(router.children.first as? OffGameRouter)
        #expect(router.children.count == 1)
        #expect(startScreenTexts(of: offGame) == ["TicTacToe", "Alice (0)", "vs", "Bob (1)", "Draws: 0", "Start Game"])
    }

    // MARK: - Private

    /// Attaches the built RIB as its parent would: activates its interactor, then loads it.
    private func attach() {
        router.interactable.activate()
        router.load()
    }

    private func startScreenTexts(of offGame: OffGameRouter) -> [String]? {
        offGame.viewControllable.screenViewController?.screen.visibleTexts
    }
}

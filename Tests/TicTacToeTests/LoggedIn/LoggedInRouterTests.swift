import RIBs
import Testing
@testable import TicTacToe

@MainActor
struct LoggedInRouterTests {

    /// What the router did through the mocks, in order.
    @MainActor
    private final class Record {
        var offGames: [OffGameRoutingMock] = []
        var offGameListeners: [OffGameListener] = []
        var ticTacToes: [TicTacToeRoutingMock] = []
        var ticTacToeListeners: [TicTacToeListener] = []
        var viewEvents: [ViewEvent] = []
    }

    private let interactor = LoggedInInteractableMock()
    private let viewController = LoggedInViewControllableMock()
    private let offGameBuilder = OffGameBuildableMock()
    private let ticTacToeBuilder = TicTacToeBuildableMock()
    private let record = Record()
    private let router: LoggedInRouter

    init() {
        let record = record
        offGameBuilder.buildHandler = { listener in
            let offGame = OffGameRoutingMock()
            record.offGames.append(offGame)
            record.offGameListeners.append(listener)
            return offGame
        }
        ticTacToeBuilder.buildHandler = { listener in
            let ticTacToe = TicTacToeRoutingMock()
            record.ticTacToes.append(ticTacToe)
            record.ticTacToeListeners.append(listener)
            return ticTacToe
        }
        viewController.presentHandler = { record.viewEvents.append(.present($0)) }
        viewController.dismissHandler = { record.viewEvents.append(.dismiss($0)) }
        router = LoggedInRouter(interactor: interactor,
                                viewController: viewController,
                                offGameBuilder: offGameBuilder,
                                ticTacToeBuilder: ticTacToeBuilder)
    }

    @Test func becomesItsInteractorsRouter() {
        #expect(interactor.router === router)
    }

    @Test func loadAttachesAndPresentsOffGame() throws {
        #expect(offGameBuilder.buildCallCount == 0)

        load()

        #expect(offGameBuilder.buildCallCount == 1)
        let offGame = try #require(record.offGames.first)
        #expect(identities(record.offGameListeners) == identities([interactor]))
        #expect(identities(router.children) == identities([offGame]))
        #expect(offGame.interactable.isActive)
        #expect(offGame.loadCallCount == 1)
        #expect(record.viewEvents == [.present(offGame.viewControllable)])
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }

    @Test func routeToTicTacToeReplacesOffGame() throws {
        load()
        let offGame = try #require(record.offGames.first)

        router.routeToTicTacToe()

        // OffGame is detached and its view dismissed before TicTacToe's is presented.
        #expect(!offGame.interactable.isActive)
        #expect(ticTacToeBuilder.buildCallCount == 1)
        let ticTacToe = try #require(record.ticTacToes.first)
        #expect(identities(record.ticTacToeListeners) == identities([interactor]))
        #expect(identities(router.children) == identities([ticTacToe]))
        #expect(ticTacToe.interactable.isActive)
        #expect(ticTacToe.loadCallCount == 1)
        #expect(record.viewEvents == [
            .present(offGame.viewControllable),
            .dismiss(offGame.viewControllable),
            .present(ticTacToe.viewControllable),
        ])
        #expect(offGameBuilder.buildCallCount == 1)
    }

    @Test func routeToOffGameReplacesTicTacToeWithANewOffGame() throws {
        load()
        router.routeToTicTacToe()
        let firstOffGame = try #require(record.offGames.first)
        let ticTacToe = try #require(record.ticTacToes.first)

        router.routeToOffGame()

        #expect(!ticTacToe.interactable.isActive)
        #expect(offGameBuilder.buildCallCount == 2)
        let secondOffGame = try #require(record.offGames.last)
        #expect(secondOffGame !== firstOffGame)
        #expect(identities(record.offGameListeners) == identities([interactor, interactor]))
        #expect(identities(router.children) == identities([secondOffGame]))
        #expect(secondOffGame.interactable.isActive)
        #expect(secondOffGame.loadCallCount == 1)
        #expect(!firstOffGame.interactable.isActive)
        #expect(record.viewEvents == [
            .present(firstOffGame.viewControllable),
            .dismiss(firstOffGame.viewControllable),
            .present(ticTacToe.viewControllable),
            .dismiss(ticTacToe.viewControllable),
            .present(secondOffGame.viewControllable),
        ])
        #expect(ticTacToeBuilder.buildCallCount == 1)
    }

    @Test func cleanupViewsDismissesOffGamesViewAndLeavesItAttached() throws {
        load()
        let offGame = try #require(record.offGames.first)

        router.cleanupViews()

        #expect(record.viewEvents == [.present(offGame.viewControllable), .dismiss(offGame.viewControllable)])
        #expect(identities(router.children) == identities([offGame]))
        #expect(offGameBuilder.buildCallCount == 1)
    }

    @Test func cleanupViewsDismissesTicTacToesViewDuringAGame() throws {
        load()
        router.routeToTicTacToe()
        let ticTacToe = try #require(record.ticTacToes.first)
        let eventsBefore = record.viewEvents

        router.cleanupViews()

        #expect(record.viewEvents == eventsBefore + [.dismiss(ticTacToe.viewControllable)])
        #expect(identities(router.children) == identities([ticTacToe]))
    }

    @Test func cleanupViewsBeforeLoadingDismissesNothing() {
        router.cleanupViews()

        #expect(viewController.dismissCallCount == 0)
        #expect(router.children.isEmpty)
    }

    // MARK: - Private

    /// Attaches the router as its parent would: activates its interactor, then loads it.
    private func load() {
        interactor.activate()
        router.load()
    }
}

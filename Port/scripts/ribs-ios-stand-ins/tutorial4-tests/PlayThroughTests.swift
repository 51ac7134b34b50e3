@testable import Tutorial4
import Foundation
import RIBs
import RIBsTesting
import Testing

/// Tutorial 4's app, ported with no hand edit, played through its RIB tree on the stand-in view
/// controllers: logged in, a game of Random Win won, the score board counting it, then Tic Tac
/// Toe won by player 1 on the board; and a deep link followed through the app's workflow.
@MainActor
struct PlayThroughTests {

    @Test func logInWinAtRandomThenAtTicTacToeAndTheScoreBoardCountsBoth() throws {
        let window = LaunchWindowMock()
        let launchRouter = RootBuilder(dependency: AppComponent()).build().launchRouter
        launchRouter.launch(from: window)
        let root = try #require(window.rootViewController as? RootViewController)
        let loggedOut = try #require(root.modal as? LoggedOutViewController)

        loggedOut.listener?.login(withPlayer1Name: "Ann", player2Name: "")
        let offGame = try #require(root.modal as? OffGameViewController)
        #expect(offGame.games.map(\.name) == ["Random Win", "Tic Tac Toe"])
        let randomWin = try #require(offGame.games.first { $0.id == "randomwin" })

        offGame.listener?.start(randomWin)
        let randomWinScreen = try #require(root.modal as? RandomWinViewController)
        randomWinScreen.listener?.determineWinner()
        let winner = try #require(randomWinScreen.announcedWinner)
        let scoreBoard = try #require((root.modal as? OffGameViewController)?.scoreBoard as? BasicScoreBoardViewController)
        #expect(scoreBoard.score.map { [$0.player1Score, $0.player2Score] } == (winner == .player1 ? [1, 0] : [0, 1]))

        let ticTacToe = try #require(offGame.games.first { $0.id == "tictactoe" })
        try #require(root.modal as? OffGameViewController).listener?.start(ticTacToe)
        let board = try #require(root.modal as? TicTacToeViewController)
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            board.listener?.placeCurrentPlayerMark(atRow: row, col: col)
        }
        #expect(board.cells.count == 5)
        #expect(board.announcedWinner == .some(.player1))
        let scoreBoardAfter = try #require((root.modal as? OffGameViewController)?.scoreBoard as? BasicScoreBoardViewController)
        #expect(scoreBoardAfter.score.map { [$0.player1Score, $0.player2Score] } == (winner == .player1 ? [2, 0] : [1, 1]))
    }

    @Test func aDeepLinkWaitsForTheLoginThenStartsItsGame() throws {
        let window = LaunchWindowMock()
        let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent()).build()
        launchRouter.launch(from: window)
        let root = try #require(window.rootViewController as? RootViewController)

        urlHandler.handle(try #require(URL(string: "ribs-training://launchGame?gameId=tictactoe")))
        #expect(root.modal is LoggedOutViewController)
        try #require(root.modal as? LoggedOutViewController).listener?.login(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(root.modal is TicTacToeViewController)
    }
}

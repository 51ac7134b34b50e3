import Foundation
import RIBs
import Testing
@testable import TicTacToe

/// What each interactor saves, and what it does with a state handed back.
@MainActor
struct RootInteractorStateTests {

    private let router = RootRoutingMock()
    private let interactor = RootInteractor(presenter: RootPresentableMock())

    init() {
        interactor.router = router
        interactor.activate()
    }

    @Test func savesLoggedOutUntilThePlayersLogIn() {
        #expect(interactor.restorableState == .loggedOut)

        interactor.didLogin(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(interactor.restorableState == .loggedIn(player1Name: "Alice", player2Name: "Bob"))
    }

    @Test func restoringALoginRoutesToLoggedInWithCleanedNames() {
        var names: [[String]] = []
        router.routeToLoggedInHandler = {
            names.append([$0, $1])
            return LoggedInActionableItemMock()
        }

        interactor.restore(from: .loggedIn(player1Name: "\u{1B}[31mAlice  ", player2Name: " "))

        #expect(names == [["Alice", "Player 2"]])
        #expect(interactor.restorableState == .loggedIn(player1Name: "Alice", player2Name: "Player 2"))
    }

    @Test func restoringLoggedOutRoutesNowhere() {
        interactor.restore(from: .loggedOut)

        #expect(router.routeToLoggedInCallCount == 0)
    }
}

@MainActor
struct LoggedOutInteractorStateTests {

    private let presenter = LoggedOutPresentableMock()
    private let interactor: LoggedOutInteractor

    init() {
        interactor = LoggedOutInteractor(presenter: presenter)
        interactor.activate()
    }

    @Test func savesWhatIsTypedInTheForm() {
        presenter.typedNames = TypedNames(player1Name: "Ali", player2Name: "")

        #expect(interactor.restorableState == TypedNames(player1Name: "Ali", player2Name: ""))
    }

    @Test func restoringShowsTheTypedNamesAgain() {
        var shown: [TypedNames] = []
        presenter.showTypedNamesHandler = { shown.append($0) }

        interactor.restore(from: TypedNames(player1Name: "Ali", player2Name: "Bo"))

        #expect(shown == [TypedNames(player1Name: "Ali", player2Name: "Bo")])
    }
}

@MainActor
struct LoggedInInteractorStateTests {

    private let scoreStream = MutableScoreStreamMock(score: Score(player1Score: 2, player2Score: 1, drawCount: 3))
    private let router = LoggedInRoutingMock()
    private let interactor: LoggedInInteractor

    init() {
        interactor = LoggedInInteractor(mutableScoreStream: scoreStream)
        interactor.router = router
        interactor.activate()
    }

    @Test func savesTheScoreAndWhetherAGameIsOn() {
        #expect(interactor.restorableState == .init(score: Score(player1Score: 2, player2Score: 1, drawCount: 3), isGameInProgress: false))

        interactor.startTicTacToe()

        #expect(interactor.restorableState.isGameInProgress)

        interactor.gameDidEnd(withWinner: nil)

        #expect(!interactor.restorableState.isGameInProgress)
    }

    @Test func restoringAGameInProgressSetsTheScoreAndGoesBackToTheGame() {
        var restored: [Score] = []
        scoreStream.restoreHandler = { restored.append($0) }
        let score = Score(player1Score: 5, player2Score: 0, drawCount: 1)

        interactor.restore(from: .init(score: score, isGameInProgress: true))

        #expect(restored == [score])
        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(interactor.restorableState.isGameInProgress)
        #expect(scoreStream.updateScoreCallCount == 0)
    }

    @Test func restoringTheStartScreenSetsTheScoreOnly() {
        interactor.restore(from: .init(score: .zero, isGameInProgress: false))

        #expect(scoreStream.restoreCallCount == 1)
        #expect(router.routeToTicTacToeCallCount == 0)
        #expect(router.routeToOffGameCallCount == 0)
    }
}

@MainActor
struct TicTacToeInteractorStateTests {

    private let presenter = TicTacToePresentableMock()
    private let listener = TicTacToeListenerMock()
    private let interactor: TicTacToeInteractor

    init() {
        interactor = TicTacToeInteractor(presenter: presenter)
        interactor.listener = listener
        interactor.activate()
    }

    @Test func savesTheMovesInOrder() {
        interactor.placeCurrentPlayerMark(atRow: 1, col: 1)
        interactor.placeCurrentPlayerMark(atRow: 1, col: 1)
        interactor.placeCurrentPlayerMark(atRow: 0, col: 2)

        #expect(interactor.restorableState.moves == [.init(row: 1, column: 1), .init(row: 0, column: 2)])
    }

    @Test func restoringShowsTheMovesWithTheRightPlayersAndThePlayerToMoveNext() throws {
        var marks: [String] = []
        presenter.setCellHandler = { row, col, player in marks.append("\(player)@\(row),\(col)") }
        let board = try gameBoard(moves: [(1, 1), (0, 0)])

        interactor.restore(from: board)
        interactor.placeCurrentPlayerMark(atRow: 2, col: 2)

        #expect(marks == ["player1@1,1", "player2@0,0", "player1@2,2"])
        #expect(presenter.announceCallCount == 0)
    }

    @Test func restoringAFinishedGameAnnouncesItAgainAndEndsItOnlyWhenClosed() throws {
        var announced: [PlayerType?] = []
        var close: (() -> ())?
        presenter.announceHandler = { winner, handler in
            announced.append(winner)
            close = handler
        }
        let board = try gameBoard(moves: [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])

        interactor.restore(from: board)

        #expect(announced == [.player1])
        #expect(presenter.showWinningLineCallCount == 1)
        #expect(listener.gameDidEndCallCount == 0)
        close?()
        #expect(listener.gameDidEndCallCount == 1)
    }

    private func gameBoard(moves: [(Int, Int)]) throws -> GameBoard {
        let json = "{\"moves\": [" + moves.map { "\($0.0 * 3 + $0.1 + 1)" }.joined(separator: ", ") + "]}"
        return try JSONDecoder().decode(GameBoard.self, from: Data(json.utf8))
    }
}

struct SavedModelTests {

    @Test(arguments: [
        #"{"moves": [1, 1]}"#,
        #"{"moves": [10]}"#,
        #"{"moves": [0]}"#,
        #"{"moves": [-3]}"#,
        #"{"moves": [{"row": 0, "column": 0}]}"#,
        #"{"moves": [1, 4, 2, 5, 3, 9]}"#,
        #"{"moves": 4}"#,
        #"{}"#,
    ])
    func aBoardThatBreaksTheRulesIsRefused(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GameBoard.self, from: Data(json.utf8))
        }
    }

    @Test func aBoardReadBackIsTheBoardSaved() throws {
        var board = GameBoard()
        _ = board.placeCurrentPlayerMark(atRow: 0, col: 0)
        _ = board.placeCurrentPlayerMark(atRow: 2, col: 1)

        let decoded = try JSONDecoder().decode(GameBoard.self, from: JSONEncoder().encode(board))

        #expect(decoded == board)
        #expect(decoded.currentPlayer == .player1)
    }

    @Test func aScoreBelowZeroIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Score.self, from: Data(#"{"player1Score": -1, "player2Score": 0, "drawCount": 0}"#.utf8))
        }
    }
}

// Stands in for tutorial 4's UIKit view controllers: each conforms to what its RIB asks of it and
// keeps what it was shown, for the play-through test. (The listener protocols their files declare
// are taken from the ported files.)
import RIBs

/// The root's screen: shows one modal at a time, for the viewless LoggedIn RIB too.
final class RootViewController: ViewControllable, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?
    private(set) var modal: ViewControllable?

    func replaceModal(viewController: ViewControllable?) {
        modal = viewController
    }
}

/// The login form.
final class LoggedOutViewController: ViewControllable, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}

/// The start screen: a button per game, and the score board.
final class OffGameViewController: ViewControllable, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    let games: [Game]
    private(set) var scoreBoard: ViewControllable?

    init(games: [Game]) {
        self.games = games
    }

    func show(scoreBoardView: ViewControllable) {
        scoreBoard = scoreBoardView
    }
}

/// The random-win game: announces the winner, then lets the game end.
final class RandomWinViewController: ViewControllable, RandomWinPresentable, RandomWinViewControllable {
    weak var listener: RandomWinPresentableListener?
    private(set) var announcedWinner: PlayerType?

    init(player1Name: String, player2Name: String) {}

    func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> ()) {
        announcedWinner = winner
        handler()
    }
}

/// The score board.
final class BasicScoreBoardViewController: ViewControllable, BasicScoreBoardPresentable, BasicScoreBoardViewControllable {
    weak var listener: BasicScoreBoardPresentableListener?
    private(set) var score: Score?

    init(player1Name: String, player2Name: String) {}

    func set(score: Score) {
        self.score = score
    }
}

/// The board: cells marked, and the winner announced.
final class TicTacToeViewController: ViewControllable, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    private(set) var cells: [String: PlayerType] = [:]
    private(set) var announcedWinner: PlayerType??

    init(player1Name: String, player2Name: String) {}

    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        cells["\(row),\(col)"] = playerType
    }

    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ()) {
        announcedWinner = winner
        handler()
    }
}

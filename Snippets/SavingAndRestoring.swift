// An interactor saves a typed state; a later run restores the tree and routes from it.
import Foundation
import RIBs

final class ScoreInteractor: Interactor, StateRestoring {

    struct RestorableState: Codable, Sendable {
        var wins: Int
        var isPlaying: Bool
    }

    weak var router: ScoreRouter?
    var wins = 0
    var isPlaying = false

    var restorableState: RestorableState {
        RestorableState(wins: wins, isPlaying: isPlaying)
    }

    // Called once the RIB is attached, active and loaded: route from the state as from input.
    func restore(from state: RestorableState) {
        wins = state.wins
        if state.isPlaying {
            startGame()
        }
    }

    func startGame() {
        isPlaying = true
        router?.routeToBoard()
    }
}

final class BoardInteractor: Interactor, StateRestoring {
    var moves: [Int] = []

    var restorableState: [Int] {
        moves
    }

    func restore(from state: [Int]) {
        moves = state
    }
}

final class BoardRouter: Router<BoardInteractor> {}

final class ScoreRouter: Router<ScoreInteractor> {

    override init(interactor: ScoreInteractor) {
        super.init(interactor: interactor)
        interactor.router = self
    }

    func routeToBoard() {
        // Saved under the tag "BoardRouter", its type's name; pass tag: to choose another.
        attachChild(BoardRouter(interactor: BoardInteractor()))
    }
}

// First run: play, then save the tree as one versioned JSON document.
let firstRun = ScoreRouter(interactor: ScoreInteractor())
firstRun.activateAndLoad(restoring: nil)
firstRun.interactor.wins = 3
firstRun.interactor.startGame()
(firstRun.children.first as? BoardRouter)?.interactor.moves = [4, 0]
let data = try SavedTree(saving: firstRun, appVersion: 1).encoded()

// Next run: read it back (a typed SavedTreeError for data that cannot be used) and restore.
let savedTree = try SavedTree.decode(from: data, appVersion: 1)
let nextRun = ScoreRouter(interactor: ScoreInteractor())
let problems = nextRun.activateAndLoad(restoring: savedTree.root)   // or launch(from:restoring:)

// snippet.hide
precondition(problems.isEmpty)
precondition(nextRun.interactor.wins == 3)
precondition((nextRun.children.first as? BoardRouter)?.interactor.moves == [4, 0])
precondition(nextRun.savedState() == firstRun.savedState())

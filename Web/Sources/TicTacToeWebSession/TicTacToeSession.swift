import CoreMetrics
import Foundation
import RIBs
import ScreenKit
import TicTacToe
import WebFrontEnd

/// TicTacToe as each session of the server runs it.
@MainActor
public enum TicTacToeSession {

    /// Builds TicTacToe's RIB tree and launches it into `window`, from a saved game if one is
    /// given; the links pages hand over, such as `ribs-training://launchGame?gameId=ticTacToe`,
    /// go to its URL handler, which runs RIBs tutorial 4's workflow.
    ///
    /// - Parameters:
    ///   - window: The session's window.
    ///   - savedGame: What the session saved in an earlier run (``TicTacToeSavedGame``), or
    ///     `nil` for a new game. One that cannot be read gives a new game, and says why.
    /// - Returns: The launched tree, its link handler and how it saves itself.
    public static func launch(in window: Window, restoring savedGame: Data?) -> LaunchedApp {
        launch(in: window, restoring: savedGame, countingMovesIn: nil)
    }

    /// TicTacToe's own metric: the board's cells played, `tictactoe_moves_total`, beside the
    /// front-end's `ribs_web_…` ones.
    ///
    /// - Parameter factory: The server's metrics factory (`WebMetrics.factory`).
    public nonisolated static func movesCounter(factory: any MetricsFactory) -> Counter {
        Counter(label: "tictactoe_moves_total", factory: factory)
    }

    /// ``launch(in:restoring:)``, counting each cell played in `moves`.
    ///
    /// - Parameters:
    ///   - window: The session's window.
    ///   - savedGame: What the session saved in an earlier run, or `nil` for a new game.
    ///   - moves: Where the board's cells played are counted (``movesCounter(factory:)``), if
    ///     anywhere.
    /// - Returns: The launched tree, its link handler and how it saves itself.
    public static func launch(in window: Window, restoring savedGame: Data?, countingMovesIn moves: Counter?) -> LaunchedApp {
        var problems: [String] = []
        var savedTree: SavedTree?
        if let savedGame {
            do {
                savedTree = try TicTacToeSavedGame.read(savedGame)
            } catch {
                problems.append(error.description)
            }
        }
        let (launchRouter, urlHandler) = TicTacToeApp.build()
        problems += TicTacToeApp.launch(launchRouter, in: window, restoring: savedTree).map(\.description)
        return LaunchedApp(name: "TicTacToe", launchRouter: launchRouter,
                           linkHandler: { text throws(LinkRefusal) in
                               do throws(DeepLinkError) {
                                   try urlHandler.handle(LaunchGameLink(string: text).url)
                               } catch {
                                   throw LinkRefusal(message: error.description)
                               }
                           },
                           saveState: {
                               // Written here, in one pass over the live tree: cheaper than a
                               // capture of values written out later.
                               let saved = Result { () throws(SavedTreeError) in try TicTacToeSavedGame.save(launchRouter) }
                               return { try saved.get() }
                           },
                           restoreProblems: problems,
                           actionObserver: moves.map(countingMoves(in:)))
    }

    /// Counts each cell played in `moves`.
    private static func countingMoves(in moves: Counter) -> ActionObserver {
        { action in
            if case .tapGridCell = action {
                moves.increment()
            }
        }
    }
}

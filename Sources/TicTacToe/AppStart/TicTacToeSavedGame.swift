import Foundation
import RIBs

/// What the app's saved game holds: its RIB tree's saved state, with the app's version of it.
///
/// Root saves who logged in, LoggedOut the names typed so far, LoggedIn the score and whether
/// a game is on, TicTacToe the moves of that game. The hosts save and read it through
/// ``TicTacToeApp/descriptor`` (`save(_:)`, `readSavedState(_:)`), after every change.
@MainActor
public enum TicTacToeSavedGame {

    /// The version of what the app's interactors save; raise it, with a migration in the
    /// descriptor's `SavedStateFormat`, when one of their saved states changes shape.
    public nonisolated static let appVersion = 1

    /// One line saying what a saved game holds, such as `Ann 2, Bob 1, 1 draw; a game in
    /// progress`, to offer it to the players.
    ///
    /// - Returns: The line, or `nil` when nobody had logged in: nothing worth continuing.
    public static func summary(of tree: SavedTree) -> String? {
        guard case let .loggedIn(player1Name, player2Name)? = try? tree.root.state(as: RootInteractor.RestorableState.self) else {
            return nil
        }
        let loggedIn = try? tree.root.children[Tag.loggedIn]?.state(as: LoggedInInteractor.RestorableState.self)
        let score = loggedIn?.score ?? .zero
        let draws = score.drawCount == 1 ? "1 draw" : "\(score.drawCount) draws"
        let names = "\(player1Name.displayable) \(score.player1Score), \(player2Name.displayable) \(score.player2Score), \(draws)"
        return loggedIn?.isGameInProgress == true ? names + "; a game in progress" : names
    }

    // MARK: - Private

    /// The tags the app's RIBs are saved under: their routers' type names.
    private enum Tag {
        static let loggedIn = "\(LoggedInRouter.self)"
    }
}

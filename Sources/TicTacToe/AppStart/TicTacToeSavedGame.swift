import Foundation
import RIBs

/// The app's saved game: its RIB tree's saved state, with the app's version of it.
///
/// Root saves who logged in, LoggedOut the names typed so far, LoggedIn the score and whether
/// a game is on, TicTacToe the moves of that game. A front-end saves after every change (see
/// ScreenKit's `Window.updatesWillRender`) and hands the tree back to
/// ``TicTacToeApp/launch(_:in:restoring:)``.
@MainActor
public enum TicTacToeSavedGame {

    /// The version of what the app's interactors save; raise it, with a migration in
    /// ``read(_:)``, when one of their saved states changes shape.
    public nonisolated static let appVersion = 1

    /// The state of the tree under `launchRouter`, as a document to keep.
    ///
    /// - Parameter launchRouter: The root router of a launched app.
    /// - Returns: The same bytes for the same state, so that unchanged state need not be written.
    /// - Throws: A ``RIBs/SavedTreeError`` when the state cannot be encoded.
    public static func save(_ launchRouter: any LaunchRouting) throws(SavedTreeError) -> Data {
        try SavedTree.encoded(saving: launchRouter, appVersion: appVersion)
    }

    /// Reads a document ``save(_:)`` wrote, in this run or an earlier one.
    ///
    /// - Throws: A ``RIBs/SavedTreeError`` saying why the document cannot be used.
    public static func read(_ data: Data) throws(SavedTreeError) -> SavedTree {
        try SavedTree.decode(from: data, appVersion: appVersion)
    }

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

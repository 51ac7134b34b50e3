import Foundation
import RIBs
import ScreenKit
import TicTacToe

/// A TicTacToe app launched headlessly and played to one of the positions a player saves
/// from, to measure what saving and restoring its tree costs there.
///
/// Shared by the package-benchmark suite and `RIBsMeasure saves`.
@MainActor
public final class SavedGamePosition {

    /// Where in a session the game is saved.
    public enum Position: String, CaseIterable, Sendable {
        /// The login form, both names typed: Root and LoggedOut.
        case login
        /// The start screen after one game: Root, LoggedIn and OffGame.
        case start
        /// Four moves into the second game: Root, LoggedIn and TicTacToe, the deepest tree.
        case game
        /// The second game won, its result shown: the longest board.
        case result
    }

    /// The app's root router, played to the position.
    public var launchRouter: any LaunchRouting {
        app.launchRouter
    }

    /// Launches the app and plays it to `position`.
    public init(_ position: Position) {
        let window = Window()
        driver = HeadlessDriver(window: window)
        app.launch(in: window)
        self.window = window
        do {
            try driver.type("Alice", intoFieldWithPlaceholder: "Player 1 name")
            try driver.type("Bob", intoFieldWithPlaceholder: "Player 2 name")
            guard position != .login else {
                return
            }
            try driver.tapButton(titled: "Login")
            try playAWin()
            try driver.chooseAlertAction(titled: "Close Game")
            guard position != .start else {
                return
            }
            try driver.tapButton(titled: "Start Game")
            try tap([(1, 1), (0, 0), (2, 2), (0, 2)])
            if position == .result {
                try tap([(0, 1), (2, 1), (1, 0), (1, 2), (2, 0)])
            }
        } catch {
            preconditionFailure("The game did not go as scripted: \(error)")
        }
    }

    /// Types `name` as player 1's name: at the login form, a change of one RIB's saved state
    /// (LoggedOut's), as most changes a player makes are.
    public func renameFirstPlayer(_ name: String) {
        do {
            try driver.type(name, intoFieldWithPlaceholder: "Player 1 name")
        } catch {
            preconditionFailure("The name could not be typed: \(error)")
        }
    }

    /// Saves the tree as the terminal game does after each change.
    public func save() -> Data {
        do {
            return try TicTacToeApp.descriptor.save(app)
        } catch {
            preconditionFailure("The game could not be saved: \(error)")
        }
    }

    /// Launches a new app into a new window from `data`, as `tictactoe --resume` does, and
    /// lets it go.
    public static func restore(_ data: Data) {
        let window = Window()
        let app = TicTacToeApp.descriptor.build()
        do {
            let problems = app.launch(in: window, restoring: try TicTacToeApp.descriptor.readSavedState(data))
            precondition(problems.isEmpty, "\(problems)")
        } catch {
            preconditionFailure("The saved game could not be read: \(error)")
        }
        withExtendedLifetime(app.launchRouter) {}
    }

    // MARK: - Private

    private let app = TicTacToeApp.descriptor.build()
    private let window: Window
    private let driver: HeadlessDriver

    private func playAWin() throws {
        try driver.tapButton(titled: "Start Game")
        try tap([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    }

    private func tap(_ cells: [(Int, Int)]) throws {
        for (row, column) in cells {
            try driver.tapGridCell(row: row, column: column)
        }
    }
}

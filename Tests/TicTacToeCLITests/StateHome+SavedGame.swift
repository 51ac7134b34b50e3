import Foundation
import ProcessTestSupport

extension StateHome {

    /// Where the game saves itself in this folder: where the terminal host saves every app.
    var savedGame: URL {
        url.appendingPathComponent("tictactoe/saved-state.json")
    }

    /// Where `tictactoe` saved its game before the terminal host saved every app.
    var legacySavedGame: URL {
        url.appendingPathComponent("tictactoe/saved-game.json")
    }
}

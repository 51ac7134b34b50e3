import Foundation
import ProcessTestSupport

extension StateHome {

    /// Where the game saves itself in this folder.
    var savedGame: URL {
        url.appendingPathComponent("tictactoe/saved-game.json")
    }
}

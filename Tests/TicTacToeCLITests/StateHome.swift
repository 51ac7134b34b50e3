import Foundation

/// A folder of its own for the saved games of a test's runs of the binary, given to it as
/// `XDG_STATE_HOME`: runs never see each other's saved game, nor touch the user's. Removed
/// when the test lets it go.
final class StateHome: Sendable {

    /// The folder.
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tictactoe-state-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The variable that points the binary at this folder.
    var environment: [String: String] {
        ["XDG_STATE_HOME": url.path]
    }

    /// The same, as a shell assignment to put before a command.
    var shellAssignment: String {
        "XDG_STATE_HOME='\(url.path)'"
    }

    /// Where the game saves itself in this folder.
    var savedGame: URL {
        url.appendingPathComponent("tictactoe/saved-game.json")
    }
}

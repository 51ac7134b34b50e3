import Foundation
import PlainFrontEnd
import TerminalApp
import TerminalFrontEnd
import TicTacToe

/// Games saved before the terminal host saved every app: `tictactoe` kept its game in
/// `$XDG_STATE_HOME/tictactoe/saved-game.json`; the host keeps every app's state in
/// `saved-state.json` beside it. The only place that knows the old name.
enum LegacySavedGame {

    /// Moves a game saved under the old name to the host's file, once, so that it still
    /// resumes; does nothing when there is none, or when the host's file exists already (the
    /// newer save wins, and the old file stays where it is). Says so when the move fails.
    @MainActor
    static func moveToTheHostsFile(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let old = try? SavedStateFile(appName: "tictactoe", fileName: "saved-game.json", environment: environment),
              let new = try? SavedStateFile(keepingStateOf: TicTacToeApp.descriptor, environment: environment),
              FileManager.default.fileExists(atPath: old.path), !FileManager.default.fileExists(atPath: new.path) else {
            return
        }
        do {
            try FileManager.default.moveItem(atPath: old.path, toPath: new.path)
        } catch {
            StandardOutput.writeError("tictactoe: The game saved in \(old.path) could not be moved to \(new.path): \(error.localizedDescription)\n")
        }
    }
}

import ArgumentParser
import PlainFrontEnd
import RIBs
import ScreenKit
import TicTacToe

/// `tictactoe`: the TicTacToe game of the RIBs tutorials, played in a terminal.
@main
struct TicTacToeCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "tictactoe",
        abstract: "Play the TicTacToe game of the RIBs tutorials in a terminal.",
        discussion: """
            MODES
              plain   Prints each screen as plain text when it changes and reads one line at
                      a time: for scripts, pipes and screen readers. No escape sequences.

            PLAIN MODE INPUT
              login screen   first line: player 1's name; next line: player 2's name
                             (an empty line keeps the default name)
              start screen   start        starts a game
              board          1 to 9       places a mark (1 top left, 3 top right,
                                          9 bottom right)
              result         empty line   closes the message, back to the start screen
              anywhere       quit         leaves the game; end of input leaves too

            EXAMPLE
              printf 'Alice\\nBob\\nstart\\n1\\n4\\n2\\n5\\n3\\n\\nquit\\n' | tictactoe
            """
    )

    @Flag(help: "Use the plain line mode.")
    var plain = false

    @MainActor
    func run() async throws {
        let window = Window()
        let session = PlainSession(window: window, write: StandardOutput.write)
        let launchRouter = TicTacToeApp.launch(in: window)
        session.promptForInput()
        for await line in StandardInputLines.start() where session.handle(line) == .quit {
            break
        }
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
        withExtendedLifetime(launchRouter) {}
    }
}

import TerminalApp
import TicTacToe

/// `tictactoe`: the TicTacToe game of the RIBs tutorials, played in a terminal, run by the
/// terminal host as any app is; only its help is its own.
@main
enum TicTacToeCommand {

    @MainActor
    static func main() async {
        LegacySavedGame.moveToTheHostsFile()
        await TerminalAppCommand.main(running: TicTacToeApp.descriptor, help: help)
    }

    // MARK: - Private

    private static let help = TerminalAppHelp(
        abstract: "Play the TicTacToe game of the RIBs tutorials in a terminal.",
        discussion: """
            FULL-SCREEN KEYS
              Tab, Shift-Tab, arrows   move the focus (on the board, cell to cell)
              letters, Backspace       edit the focused name field
              Enter                    next field, press the button, place a
                                       mark, or close the result
              1 to 9                   place a mark (1 top left, 3 top right,
                                       9 bottom right)
              t                        show or hide the live RIB tree
              [ and ]                  with the tree shown: rewind it event by
                                       event, and on again; \\ back to live
              q                        quit (outside name fields);
                                       Ctrl-C quits anywhere
              Ctrl-Z                   suspends the game; fg resumes it

            PLAIN MODE INPUT
              login screen   first line: player 1's name; next line: player 2's name
                             (an empty line keeps the default name)
              start screen   start        starts a game
              board          1 to 9       places a mark (1 top left, 3 top right,
                                          9 bottom right)
              result         empty line   closes the message, back to the start screen
              anywhere       quit         leaves the game; end of input leaves too

            LAUNCH LINK
              'ribs-training://launchGame?gameId=ticTacToe' starts the game as soon
              as the players have logged in, without the start screen (RIBs
              tutorial 4).
            """,
        examples: """
              printf 'Alice\\nBob\\nstart\\n1\\n4\\n2\\n5\\n3\\n\\nquit\\n' | tictactoe
              tictactoe --open 'ribs-training://launchGame?gameId=ticTacToe'
            """
    )
}

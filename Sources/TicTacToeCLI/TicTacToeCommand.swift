import ArgumentParser
import PlainFrontEnd
import RIBs
import RIBsInspector
import ScreenKit
import SessionTrace
import SystemCalls
import TerminalApp
import TerminalFrontEnd
import TicTacToe

/// `tictactoe`: the TicTacToe game of the RIBs tutorials, played in a terminal.
@main
struct TicTacToeCommand: AsyncParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "tictactoe",
        abstract: "Play the TicTacToe game of the RIBs tutorials in a terminal.",
        discussion: """
            MODES
              full screen   The default when standard input and output are both
                            terminals: the game fills the terminal (alternate
                            screen, colours, keys); the terminal is restored on
                            exit.
              plain         Prints each screen as plain text when it changes and
                            reads one line at a time: for scripts, pipes and
                            screen readers. No escape sequences. Used with
                            --plain, or when input or output is not a terminal.

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

            TRACES
              --record FILE writes what you do and what the game shows after each
              input to FILE (starting a new game; the saved game is left as it
              was); --replay FILE plays it again
              headless and says whether the game still does the same, printing the
              final screen (exit 0) or where it first differs (exit 1); with --watch
              it plays in the full-screen game at the recorded pace (--speed 4: four
              times faster). A trace recorded in the browser replays here too.

            SAVED GAMES
              The game saves itself after every change to
              $XDG_STATE_HOME/tictactoe/saved-game.json (~/.local/state/tictactoe/
              by default). --resume continues the last run's game in either mode;
              without it the full-screen game offers the saved game first, and the
              plain mode starts a new one.

            LINKS
              --open 'ribs-training://launchGame?gameId=ticTacToe' starts the game
              as soon as the players have logged in, without the start screen (RIBs
              tutorial 4). A link the game cannot open is refused before anything
              starts.

            EXAMPLES
              printf 'Alice\\nBob\\nstart\\n1\\n4\\n2\\n5\\n3\\n\\nquit\\n' | tictactoe
              tictactoe --open 'ribs-training://launchGame?gameId=ticTacToe'
            """
    )

    @Flag(help: "Use the plain line mode, even on a terminal.")
    var plain = false

    @Flag(help: "Continue the game the last run saved: names, score and the game being played.")
    var resume = false

    @Option(help: ArgumentHelp("Open a link: \(LaunchGameLink.example) starts the game right after the login.",
                               valueName: "link"))
    var open: String?

    /// `--record`, `--replay`, `--watch` and `--speed`, as every app's command has them.
    @OptionGroup
    var traces: TraceOptions

    func validate() throws {
        _ = try link()
        if traces.record != nil, resume {
            throw ValidationError("--record starts a new game, so that its trace replays from the start; leave out --resume.")
        }
        if traces.replay != nil, plain || resume || open != nil || traces.record != nil {
            throw ValidationError("--replay plays the trace on its own: leave out --plain, --resume, --open and --record.")
        }
    }

    /// Parses the arguments and runs, as ArgumentParser's own `main` does, except that
    /// standard output is checked first and that help which cannot be written is an error:
    /// every output failure is a message on standard error and status 1.
    static func main() async {
        StandardOutput.checkIsOpen()
        // Help, errors and the plain mode write to pipes; the full-screen mode catches
        // `SIGPIPE` itself while it runs.
        StandardOutput.reportClosedPipes()
        let command: TicTacToeCommand
        do {
            command = try parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            exit(reporting: error)
        }
        do {
            try await command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// TicTacToe as traces name it and replay it.
    static let app = TicTacToeApp.descriptor

    @MainActor
    func run() async throws {
        if let replay = traces.replay {
            try await traces.runReplay(of: replay, through: Self.app, commandName: Self.configuration.commandName ?? "tictactoe")
        } else if plain || !TerminalUI.isAvailable {
            try await runPlainMode()
        } else {
            try await runFullScreenMode()
        }
    }

    // MARK: - Internal

    /// The link given with `--open`, read; `nil` without one.
    ///
    /// - Throws: A `ValidationError` with the reason when the game cannot open the link.
    func link() throws -> LaunchGameLink? {
        guard let open else {
            return nil
        }
        do {
            return try LaunchGameLink(string: open)
        } catch {
            throw ValidationError("Cannot open the link: \(error)")
        }
    }

    // MARK: - Private

    /// Plays in the plain line mode until `quit` or end of input.
    @MainActor
    private func runPlainMode() async throws {
        // Without a terminal to restore, SIGQUIT (Ctrl-\) just ends the game, as it ends
        // other programs, rather than starting the runtime's crash report.
        Signal.quit.restoreDefaultAction()
        let report: @MainActor (String) -> Void = { StandardOutput.writeError("tictactoe: \($0)\n") }
        let file = try savedGameFile(report: report)
        let savedGame = try file.flatMap { try readSavedGame(from: $0, report: report) }
        let window = Window()
        let session = PlainSession(window: window, write: StandardOutput.write)
        let app = TicTacToeApp.build()
        let recorder = try traces.startRecording(in: window, following: RIBInspector(following: app.launchRouter),
                                                 appName: Self.app.name, report: report)
        // Scripts stay predictable: the plain mode continues a saved game only when asked.
        // A recorded session is not saved: the saved game stays as it was.
        let keeper = try start(app, in: window, restoring: resume ? savedGame : nil, savingTo: recorder == nil ? file : nil,
                               recording: recorder, report: report)
        await session.runOnStandardInput()
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
        withExtendedLifetime((app.launchRouter, keeper, recorder)) {}
    }

    private static func exit(reporting error: any Error) -> Never {
        CommandExit.exit(reporting: error, for: Self.self)
    }
}

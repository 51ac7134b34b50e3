import PlainFrontEnd
import RIBs
import RIBsInspector
import ScreenKit
import TerminalApp
import TerminalFrontEnd
import TicTacToe

extension TicTacToeCommand {

    /// Plays full screen until the player quits, then gives the terminal back.
    ///
    /// With a saved game and no `--resume`, the first screen offers to continue it.
    @MainActor
    func runFullScreenMode() async throws {
        let window = Window()
        let terminal = TerminalUI(window: window)
        let messages = ExitMessages()
        let report: @MainActor (String) -> Void = { message in
            terminal.session.showWarning(message)
            messages.append(message)
        }
        // Before the terminal is taken over, so that a failed --resume is a plain message.
        let file = try savedGameFile(report: report)
        let savedGame = try file.flatMap { try readSavedGame(from: $0, report: report) }
        let app = TicTacToeApp.build()
        // The inspector follows the tree from before the launch, so that the panel's timeline
        // starts with it.
        let inspector = RIBInspector(following: app.launchRouter)
        terminal.followRIBTree(with: inspector)
        let recorder = try traces.startRecording(in: window, following: inspector, appName: Self.app.name, report: report)
        var keeper: SavedGameKeeper?
        // A recorded session starts a new game, so that its trace replays from the start.
        if !resume, recorder == nil, let savedGame, let summary = TicTacToeSavedGame.summary(of: savedGame) {
            let offer = ResumeOfferViewController(summary: summary) { continuesSavedGame in
                do {
                    keeper = try start(app, in: window, restoring: continuesSavedGame ? savedGame : nil, savingTo: file,
                                       recording: nil, report: report)
                } catch {
                    report("\(error)")
                }
            }
            window.rootViewController = offer
            window.makeKeyAndVisible()
            offer.ask()
        } else {
            // A recorded session is neither resumed nor saved: the saved game stays as it was.
            keeper = try start(app, in: window, restoring: recorder == nil ? savedGame : nil,
                               savingTo: recorder == nil ? file : nil, recording: recorder, report: report)
        }
        try await terminal.run()
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
        withExtendedLifetime((app.launchRouter, keeper, recorder)) {}
        messages.write()
    }
}

/// What the full-screen game told the player in its status line, written again to standard
/// error once the terminal is restored: the status line shows one message at a time, cut to
/// the terminal's width.
@MainActor
private final class ExitMessages {

    private var messages: [String] = []

    func append(_ message: String) {
        messages.append(message)
    }

    func write() {
        for message in messages {
            StandardOutput.writeError("tictactoe: \(message)\n")
        }
    }
}

import Foundation
import PlainFrontEnd
import RIBsInspector
import ScreenKit
import TerminalFrontEnd
import TicTacToe

/// `tic-tac-toe [--plain] [--open <link>]`: runs the app full screen in a terminal, or as plain
/// lines with `--plain` (and whenever input or output is not a terminal), and opens the link
/// given, such as `ribs-training://launchGame?gameId=ticTacToe`.
@main
@MainActor
enum TicTacToeCommand {

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let plain = arguments.contains("--plain") || !TerminalUI.isAvailable
        let link = arguments.firstIndex(of: "--open").flatMap { index in arguments.dropFirst(index + 1).first }
        let window = Window()
        let app = TicTacToeApp.build()
        if plain {
            let session = PlainSession(window: window, write: StandardOutput.write)
            TicTacToeApp.launch(app.launchRouter, in: window)
            open(link, with: app.urlHandler, in: window)
            await session.runOnStandardInput()
        } else {
            let terminal = TerminalUI(window: window)
            // The t key shows the live RIB tree and its lifecycle events.
            terminal.followRIBTree(with: RIBInspector(following: app.launchRouter))
            TicTacToeApp.launch(app.launchRouter, in: window)
            // Nothing is drawn before the terminal runs: a link refused leaves it untouched.
            open(link, with: app.urlHandler, in: window)
            do {
                try await terminal.run()
            } catch {
                StandardOutput.writeError("tic-tac-toe: \(error)\n")
                exit(1)
            }
        }
        // The tree goes without drawing the screens it dismisses on its way out.
        window.renderer = nil
        withExtendedLifetime(app.launchRouter) {}
    }

    /// Hands `link`, if any, to the app launched into `window`; a link the app cannot open
    /// ends the command with a message.
    private static func open(_ link: String?, with urlHandler: UrlHandler, in window: Window) {
        guard let link else {
            return
        }
        do {
            guard let url = URL(string: link) else {
                throw DeepLinkError.notALaunchGameLink(link)
            }
            // The screens the link replaces are drawn once, at the end.
            try window.performBatchUpdates {
                try urlHandler.handle(url)
            }
        } catch {
            StandardOutput.writeError("tic-tac-toe: \(error)\n")
            exit(64)
        }
    }
}

import Foundation
import PlainFrontEnd
import RIBsInspector
import ScreenKit
import TerminalFrontEnd
import TicTacToe

/// `tic-tac-toe`: runs the app full screen in a terminal, or as plain lines with `--plain`
/// (and whenever input or output is not a terminal).
@main
@MainActor
enum TicTacToeCommand {

    static func main() async {
        let plain = CommandLine.arguments.dropFirst().contains("--plain") || !TerminalUI.isAvailable
        let window = Window()
        let launchRouter = TicTacToeApp.build()
        if plain {
            let session = PlainSession(window: window, write: StandardOutput.write)
            TicTacToeApp.launch(launchRouter, in: window)
            await session.runOnStandardInput()
        } else {
            let terminal = TerminalUI(window: window)
            // The t key shows the live RIB tree and its lifecycle events.
            terminal.followRIBTree(with: RIBInspector(following: launchRouter))
            TicTacToeApp.launch(launchRouter, in: window)
            do {
                try await terminal.run()
            } catch {
                StandardOutput.writeError("tic-tac-toe: \(error)\n")
                exit(1)
            }
        }
        // The tree goes without drawing the screens it dismisses on its way out.
        window.renderer = nil
        withExtendedLifetime(launchRouter) {}
    }
}

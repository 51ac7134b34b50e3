import RIBsInspector
import ScreenKit
import TerminalFrontEnd
import TicTacToe

extension TicTacToeCommand {

    /// Plays full screen until the player quits, then gives the terminal back.
    @MainActor
    func runFullScreenMode() async throws {
        let window = Window()
        let terminal = TerminalUI(window: window)
        // The inspector follows the tree from before the launch, so that the panel's timeline
        // starts with it.
        let launchRouter = try launchApp(in: window) { launchRouter in
            terminal.followRIBTree(with: RIBInspector(following: launchRouter))
        }
        try await terminal.run()
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
        withExtendedLifetime(launchRouter) {}
    }
}

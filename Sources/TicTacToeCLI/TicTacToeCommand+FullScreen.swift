import RIBs
import ScreenKit
import TerminalFrontEnd
import TicTacToe

extension TicTacToeCommand {

    /// Plays full screen until the player quits, then gives the terminal back.
    @MainActor
    func runFullScreenMode() async throws {
        let window = Window()
        let terminal = TerminalUI(window: window)
        let launchRouter = try launchApp(in: window)
        terminal.followRIBTree(snapshot: { launchRouter.treeSnapshot() }, changes: RIBEvents.shared.events)
        try await terminal.run()
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
    }
}

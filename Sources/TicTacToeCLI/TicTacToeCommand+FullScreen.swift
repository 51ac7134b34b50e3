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
        let launchRouter = TicTacToeApp.launch(in: window)
        let treeEvents = RIBEvents(following: launchRouter)
        terminal.followRIBTree(snapshot: { launchRouter.treeSnapshot() }, changes: treeEvents.events)
        try await terminal.run()
        withExtendedLifetime(treeEvents) {}
        // Tearing the tree down dismisses its screens; nobody should see that.
        window.renderer = nil
    }
}

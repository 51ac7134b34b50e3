import RIBs
import ScreenKit

/// The app's entry point for front-ends: builds the RIB tree and launches it into a window.
@MainActor
public enum TicTacToeApp {

    /// Builds the Root RIB and launches it into `window`, rendering once at the end.
    ///
    /// - Parameter window: The window to launch into; its renderer should already be set.
    /// - Returns: The root router; keep it for as long as the app runs.
    public static func launch(in window: Window) -> LaunchRouting {
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        window.performBatchUpdates {
            launchRouter.launch(from: window)
        }
        return launchRouter
    }
}

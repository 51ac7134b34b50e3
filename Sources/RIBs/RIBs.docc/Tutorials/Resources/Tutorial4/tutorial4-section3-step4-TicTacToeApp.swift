import RIBs
import ScreenKit

/// The app's entry point for front-ends: builds the RIB tree and launches it into a window.
@MainActor
public enum TicTacToeApp {

    /// Builds the Root RIB without launching it, so that a tool can follow the tree from its
    /// launch on; then call ``launch(_:in:)``.
    ///
    /// - Returns: The root router, to keep for as long as the app runs, and the handler of the
    ///   links the app is asked to open.
    public static func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
        RootBuilder(dependency: AppComponent()).build()
    }

    /// Launches the Root RIB that ``build()`` made into `window`, drawing once at the end.
    public static func launch(_ launchRouter: LaunchRouting, in window: Window) {
        window.performBatchUpdates {
            launchRouter.launch(from: window)
        }
    }
}

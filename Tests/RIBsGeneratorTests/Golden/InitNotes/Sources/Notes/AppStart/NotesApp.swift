import RIBs
import ScreenKit

/// The app's entry point for front-ends: builds the RIB tree and launches it into a window.
@MainActor
public enum NotesApp {

    /// Builds the Root RIB without launching it, for tools that follow the tree from its
    /// launch on (the RIB inspector); then call ``launch(_:in:)``.
    public static func build() -> any LaunchRouting {
        RootBuilder(dependency: AppComponent()).build()
    }

    /// Launches the Root RIB that ``build()`` made into `window`, drawing once at the end.
    public static func launch(_ launchRouter: any LaunchRouting, in window: Window) {
        window.performBatchUpdates {
            launchRouter.launch(from: window)
        }
    }

    /// Builds the Root RIB and launches it into `window`.
    ///
    /// - Returns: The root router; keep it for as long as the app runs.
    public static func launch(in window: Window) -> any LaunchRouting {
        let launchRouter = build()
        launch(launchRouter, in: window)
        return launchRouter
    }
}

import RIBs
import ScreenKit

/// The app's entry point for front-ends: builds the RIB tree and launches it into a window.
@MainActor
public enum TicTacToeApp {

    /// The game as every host runs it: the terminal, plain lines, trace replay and the web
    /// server build it, save it after every change, resume it and hand it links from here.
    public nonisolated static let descriptor = AppDescriptor(
        name: "TicTacToe",
        savedState: SavedStateFormat(version: TicTacToeSavedGame.appVersion),
        links: AppLinks(example: LaunchGameLink.example) { _ = try LaunchGameLink(string: $0) },
        summarizeSavedState: { TicTacToeSavedGame.summary(of: $0) }
    ) {
        let (launchRouter, urlHandler) = build()
        return AppTree(launchRouter: launchRouter) { try urlHandler.handle(LaunchGameLink(string: $0).url) }
    }

    /// Builds the Root RIB and launches it into `window`, rendering once at the end.
    ///
    /// - Parameter window: The window to launch into; its renderer should already be set.
    /// - Returns: The root router; keep it for as long as the app runs.
    public static func launch(in window: Window) -> LaunchRouting {
        launchHandlingLinks(in: window).launchRouter
    }

    /// Builds the Root RIB and launches it into `window`, rendering once at the end, and
    /// returns the handler of the links the app is asked to open with it.
    ///
    /// Hand a link to `urlHandler` inside the window's
    /// ``ScreenKit/Window/performBatchUpdates(_:)``, so that the screens it replaces are
    /// never drawn half-way.
    ///
    /// - Parameter window: The window to launch into; its renderer should already be set.
    /// - Returns: The root router, to keep for as long as the app runs, and the URL handler.
    public static func launchHandlingLinks(in window: Window) -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
        let app = build()
        launch(app.launchRouter, in: window)
        return app
    }

    /// Builds the Root RIB without launching it, for tools that follow the tree from its
    /// launch on (an inspector); then call ``launch(_:in:)``.
    ///
    /// - Returns: The root router, to keep for as long as the app runs, and the URL handler.
    public static func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
        RootBuilder(dependency: AppComponent()).build()
    }

    /// Launches the Root RIB that ``build()`` made into `window`, rendering once at the end.
    ///
    /// - Parameters:
    ///   - launchRouter: The root router from ``build()``.
    ///   - window: The window to launch into; its renderer should already be set.
    public static func launch(_ launchRouter: LaunchRouting, in window: Window) {
        launch(launchRouter, in: window, restoring: nil)
    }

    /// Launches the Root RIB that ``build()`` made into `window`, restoring a saved game, and
    /// renders once at the end.
    ///
    /// - Parameters:
    ///   - launchRouter: The root router from ``build()``.
    ///   - window: The window to launch into; its renderer should already be set.
    ///   - savedGame: What ``TicTacToeSavedGame/read(_:)`` returned, or `nil` to start fresh.
    /// - Returns: The RIBs that started fresh because their saved state no longer fits; empty
    ///   when the whole game was restored.
    @discardableResult
    public static func launch(_ launchRouter: LaunchRouting, in window: Window, restoring savedGame: SavedTree?) -> [SavedTreeError] {
        var problems: [SavedTreeError] = []
        window.performBatchUpdates {
            problems = launchRouter.launch(from: window, restoring: savedGame?.root)
        }
        return problems
    }
}

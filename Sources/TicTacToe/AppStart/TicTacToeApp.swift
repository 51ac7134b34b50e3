import RIBs
import ScreenKit

/// The app as front-ends see it: one description that every host runs.
@MainActor
public enum TicTacToeApp {

    /// The game as every host runs it: the terminal, plain lines, trace replay and the web
    /// server build it, save it after every change, resume it and hand it links from here.
    ///
    /// A front-end builds a tree with `descriptor.build()`, follows it if it likes (an
    /// inspector, a recorder), then launches it with `AppTree.launch(in:restoring:)` and hands
    /// it links with `AppTree.open(_:in:)`.
    public nonisolated static let descriptor = AppDescriptor(
        name: "TicTacToe",
        savedState: SavedStateFormat(version: TicTacToeSavedGame.appVersion),
        links: AppLinks(example: LaunchGameLink.example) { _ = try LaunchGameLink(string: $0) },
        summarizeSavedState: { TicTacToeSavedGame.summary(of: $0) }
    ) {
        let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent()).build()
        return AppTree(launchRouter: launchRouter) { try urlHandler.handle(LaunchGameLink(string: $0).url) }
    }
}

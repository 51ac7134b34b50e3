import ScreenKit
import TicTacToe
import WebFrontEnd

/// TicTacToe as each session of the server runs it.
@MainActor
enum TicTacToeSession {

    /// Builds TicTacToe's RIB tree and launches it into `window`; the links pages hand over,
    /// such as `ribs-training://launchGame?gameId=ticTacToe`, go to its URL handler, which
    /// runs RIBs tutorial 4's workflow.
    ///
    /// - Parameter window: The session's window.
    /// - Returns: The launched tree and its link handler.
    static func launch(in window: Window) -> LaunchedApp {
        let (launchRouter, urlHandler) = TicTacToeApp.launchHandlingLinks(in: window)
        return LaunchedApp(launchRouter: launchRouter) { text throws(LinkRefusal) in
            do throws(DeepLinkError) {
                try urlHandler.handle(LaunchGameLink(string: text).url)
            } catch {
                throw LinkRefusal(message: error.description)
            }
        }
    }
}

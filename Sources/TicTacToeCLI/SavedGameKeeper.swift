import RIBs
import ScreenKit
import TerminalFrontEnd
import TicTacToe

/// Saves the game after every change, before the change is drawn, to the file a later run
/// resumes from: whatever ends the process, the file holds what the player last saw.
@MainActor
final class SavedGameKeeper {

    /// Creates a keeper writing to `file`.
    ///
    /// - Parameters:
    ///   - file: Where the game is saved.
    ///   - report: Tells the player a save failed; called once per kind of failure, until a
    ///     save works again.
    init(file: SavedStateFile, report: @escaping @MainActor (String) -> Void) {
        self.file = file
        self.report = report
    }

    /// Saves the tree of `launchRouter` each time `window` is about to draw a change.
    func keepSaving(_ launchRouter: any LaunchRouting, shownIn window: Window) {
        window.updatesWillRender = { [weak self, weak launchRouter] in
            if let self, let launchRouter {
                self.save(launchRouter)
            }
        }
    }

    // MARK: - Private

    private let file: SavedStateFile
    private let report: @MainActor (String) -> Void
    /// The failure last reported, so that a failing disk is reported once, not at every key.
    private var lastFailure: String?

    private func save(_ launchRouter: any LaunchRouting) {
        do {
            try file.write(TicTacToeSavedGame.save(launchRouter))
            lastFailure = nil
        } catch {
            let failure = "The game could not be saved: \(error)"
            if failure != lastFailure {
                lastFailure = failure
                report(failure)
            }
        }
    }
}

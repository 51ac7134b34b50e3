import RIBs
import ScreenKit
import TerminalFrontEnd

/// Saves an app's tree after every change, before the change is drawn, to the file a later run
/// resumes from: whatever ends the process, the file holds what the user last saw.
@MainActor
final class SavedStateKeeper {

    /// Creates a keeper writing `app`'s state to `file`.
    ///
    /// - Parameters:
    ///   - app: The app, which encodes its tree's state.
    ///   - file: Where the state is saved.
    ///   - report: Tells the user a save failed; called once per kind of failure, until a
    ///     save works again.
    init(app: AppDescriptor, file: SavedStateFile, report: @escaping @MainActor (String) -> Void) {
        self.app = app
        self.file = file
        self.report = report
    }

    /// Saves `tree` each time `window` is about to draw a change.
    func keepSaving(_ tree: AppTree, shownIn window: Window) {
        // Weak: the window must not keep the tree alive once the command lets it go.
        window.updatesWillRender = { [weak self, weak launchRouter = tree.launchRouter] in
            if let self, let launchRouter {
                self.save(AppTree(launchRouter: launchRouter))
            }
        }
    }

    // MARK: - Private

    private let app: AppDescriptor
    private let file: SavedStateFile
    private let report: @MainActor (String) -> Void
    /// The failure last reported, so that a failing disk is reported once, not at every key.
    private var lastFailure: String?

    private func save(_ tree: AppTree) {
        do {
            try file.write(app.save(tree))
            lastFailure = nil
        } catch {
            let failure = "The app's state could not be saved: \(error)"
            if failure != lastFailure {
                lastFailure = failure
                report(failure)
            }
        }
    }
}

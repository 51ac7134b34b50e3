import RIBs
import ScreenKit
import SessionTrace
import TerminalFrontEnd

extension TerminalAppCommand {

    /// Launches `tree` into `window`, restoring `savedState` if given, opens the `--open`
    /// link, then saves the tree after every change: how both modes start an app.
    ///
    /// - Parameters:
    ///   - tree: A new tree of `app`, not yet launched.
    ///   - app: The app, which saves its tree.
    ///   - window: The window to launch into.
    ///   - savedState: What to continue, or `nil` to start afresh.
    ///   - file: Where to save, if anywhere.
    ///   - recorder: Records the session from its launch on, with `--record`.
    ///   - report: Tells the user about parts of the saved state that were not restored (the
    ///     file is then copied aside first, and not saved over if that fails) and about saves
    ///     that failed.
    /// - Returns: What keeps saving; keep it as long as the app runs.
    /// - Throws: What the app throws when it cannot open the link after all.
    @MainActor
    func start(_ tree: AppTree,
               of app: AppDescriptor,
               in window: Window,
               restoring savedState: SavedTree?,
               savingTo file: SavedStateFile?,
               recording recorder: TraceRecorder?,
               report: @escaping @MainActor (String) -> Void) throws -> SavedStateKeeper? {
        let problems = tree.launch(in: window, restoring: savedState)
        for problem in problems {
            report("Part of the saved state was not restored. \(problem)")
        }
        var file = file
        if !problems.isEmpty, let partlyRestored = file {
            file = SavedStateLoading.keepCopy(ofPartlyRestored: partlyRestored, report: report)
        }
        recorder?.recordLaunch()
        try openLink(in: tree, shownIn: window, recording: recorder)
        guard let file else {
            return nil
        }
        let keeper = SavedStateKeeper(app: app, file: file, report: report)
        keeper.keepSaving(tree, shownIn: window)
        return keeper
    }

    /// What an earlier run saved and where this one saves; nothing for a recorded session,
    /// which is neither resumed nor saved, so that the saved state stays as it was.
    ///
    /// - Throws: ``ResumeFailure`` with `--resume`, when there is nothing to resume.
    @MainActor
    func loadSavedState(of app: AppDescriptor, report: @MainActor (String) -> Void) throws(ResumeFailure) -> SavedStateLoading {
        guard traces.record == nil else {
            return .nothing
        }
        return try SavedStateLoading.load(of: app, resume: resume, report: report)
    }
}

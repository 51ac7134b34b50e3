import RIBs
import RIBsInspector
import ScreenKit
import TerminalFrontEnd

extension TerminalAppCommand {

    /// Runs `app` full screen until the user quits, then gives the terminal back and writes
    /// again what the status line said.
    ///
    /// Without `--resume`, what the last run saved is continued too; when the app sums it up
    /// in a line (``ScreenKit/AppDescriptor/summarizeSavedState``), the first screen offers it
    /// first, to continue or start over.
    @MainActor
    func runFullScreenMode(_ app: AppDescriptor) async throws {
        let window = Window()
        let terminal = TerminalUI(window: window)
        let messages = ExitMessages(commandName: Self.executableName)
        let report: @MainActor (String) -> Void = { message in
            terminal.session.showWarning(message)
            messages.append(message)
        }
        // Before the terminal is taken over, so that a failed --resume is a plain message.
        let saved = try loadSavedState(of: app, report: report)
        let tree = app.build()
        // The inspector follows the tree from before the launch, so that the panel's timeline
        // starts with it.
        let inspector = RIBInspector(following: tree.launchRouter)
        terminal.followRIBTree(with: inspector)
        let recorder = try traces.startRecording(in: window, following: inspector, appName: app.name, report: report)
        var keeper: SavedStateKeeper?
        if !resume, let savedState = saved.savedState, let summary = app.summarizeSavedState?(savedState) {
            let offer = ResumeOfferViewController(appName: app.name, summary: summary) { continues in
                do {
                    keeper = try start(tree, of: app, in: window, restoring: continues ? savedState : nil, savingTo: saved.file,
                                       recording: recorder, report: report)
                } catch {
                    report("\(error)")
                }
            }
            window.rootViewController = offer
            window.makeKeyAndVisible()
            offer.ask()
        } else {
            keeper = try start(tree, of: app, in: window, restoring: saved.savedState, savingTo: saved.file,
                               recording: recorder, report: report)
        }
        try await terminal.run()
        Self.finish(window, keeping: (tree.launchRouter, keeper, recorder))
        messages.write()
    }
}

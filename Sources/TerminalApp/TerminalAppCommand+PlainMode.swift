import PlainFrontEnd
import RIBsInspector
import ScreenKit
import SystemCalls

extension TerminalAppCommand {

    /// Runs `app` in plain lines until `quit` or the end of input; messages go to standard
    /// error, after the command's name.
    ///
    /// Scripts stay predictable: the plain mode continues what the last run saved only with
    /// `--resume`, and otherwise starts afresh (and saves over it).
    @MainActor
    func runPlainMode(_ app: AppDescriptor) async throws {
        // Without a terminal to restore, SIGQUIT (Ctrl-\) just ends the app, as it ends
        // other programs, rather than starting the runtime's crash report.
        Signal.quit.restoreDefaultAction()
        let commandName = Self.executableName
        let report: @MainActor (String) -> Void = { StandardOutput.writeError("\(commandName): \($0)\n") }
        let saved = try loadSavedState(of: app, report: report)
        let window = Window()
        let session = PlainSession(window: window, write: StandardOutput.write)
        let tree = app.build()
        let recorder = try traces.startRecording(in: window, following: RIBInspector(following: tree.launchRouter),
                                                 appName: app.name, report: report)
        let keeper = try start(tree, of: app, in: window, restoring: resume ? saved.savedState : nil, savingTo: saved.file,
                               recording: recorder, report: report)
        await session.runOnStandardInput()
        Self.finish(window, keeping: (tree.launchRouter, keeper, recorder))
    }
}

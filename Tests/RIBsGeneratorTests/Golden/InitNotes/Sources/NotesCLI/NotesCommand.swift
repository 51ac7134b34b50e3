import Foundation
import PlainFrontEnd
import RIBsInspector
import ScreenKit
import TerminalFrontEnd
import Notes

/// `notes`: runs the app full screen in a terminal, or as plain lines for pipes and
/// scripts.
@main
@MainActor
enum NotesCommand {

    static let usage = """
        Usage: notes [--plain]

        Runs Notes full screen when standard input and output are a terminal (t shows the
        live RIB tree, q quits), and as plain lines otherwise or with --plain: each screen
        printed as text, each line you type an action (quit ends it).

        """

    static func main() async {
        StandardOutput.checkIsOpen()
        StandardOutput.reportClosedPipes()
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            StandardOutput.write(usage)
            return
        }
        if let unknown = arguments.first(where: { $0 != "--plain" }) {
            StandardOutput.writeError("notes: unknown argument '\(unknown)'\n\n" + usage)
            exit(64)
        }
        let window = Window()
        if arguments.contains("--plain") || !TerminalUI.isAvailable {
            let session = PlainSession(window: window, write: StandardOutput.write)
            let launchRouter = NotesApp.launch(in: window)
            await session.runOnStandardInput()
            finish(window, launchRouter)
        } else {
            let terminal = TerminalUI(window: window)
            let launchRouter = NotesApp.build()
            // The `t` panel: the live RIB tree and its lifecycle events.
            terminal.followRIBTree(with: RIBInspector(following: launchRouter))
            NotesApp.launch(launchRouter, in: window)
            do {
                try await terminal.run()
            } catch {
                StandardOutput.writeError("notes: \(error)\n")
                exit(1)
            }
            finish(window, launchRouter)
        }
    }

    /// Lets the tree go without drawing the screens it dismisses on its way out.
    private static func finish(_ window: Window, _ launchRouter: AnyObject) {
        window.renderer = nil
        withExtendedLifetime(launchRouter) {}
    }
}

import ArgumentParser
import Foundation
import PlainFrontEnd
import RIBsInspector
import ScreenKit
import SessionTrace
import SystemCalls
import TerminalFrontEnd

/// The command line any RIBs app gets: full screen in a terminal with the live RIB tree (`t`),
/// plain lines for pipes and scripts (`--plain`), and its sessions recorded, replayed and
/// watched (``TraceOptions``).
///
/// An app's `@main` hands it the app:
///
/// ```swift
/// @main
/// enum NotesCommand {
///     static func main() async {
///         await TerminalAppCommand.main(running: NotesApp.descriptor)
///     }
/// }
/// ```
public struct TerminalAppCommand: ParsableCommand {

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: executableName,
            abstract: "Runs the app full screen when standard input and output are a terminal (t shows the live RIB tree, q quits), and as plain lines otherwise or with --plain: each screen printed as text, each line you type an action (quit ends it).",
            discussion: "A trace recorded here or downloaded from the app's page in a browser replays with --replay FILE (docs/traces.md)."
        )
    }

    @Flag(help: "Use the plain line mode, even on a terminal.")
    public var plain = false

    @OptionGroup
    public var traces: TraceOptions

    public init() {}

    /// Refuses `--replay` with `--plain` or `--record`: a replay plays the trace on its own.
    public func validate() throws {
        if traces.replay != nil, plain || traces.record != nil {
            throw ValidationError("--replay plays the trace on its own: leave out --plain and --record.")
        }
    }

    /// Parses the process's arguments and runs `app` as they ask, as ArgumentParser's own
    /// `main` does, except that standard output is checked first and that help which cannot be
    /// written is an error: every output failure is a message on standard error and status 1.
    @MainActor
    public static func main(running app: AppDescriptor) async {
        StandardOutput.checkIsOpen()
        // Help, errors and the plain mode write to pipes; the full-screen mode catches
        // `SIGPIPE` itself while it runs.
        StandardOutput.reportClosedPipes()
        do {
            let command = try parse(Array(CommandLine.arguments.dropFirst()))
            try await command.run(app)
        } catch {
            exit(reporting: error)
        }
    }

    /// Runs `app`: replays a trace, or plays full screen or in plain lines, recording if asked.
    @MainActor
    public func run(_ app: AppDescriptor) async throws {
        let commandName = Self.executableName
        if let replay = traces.replay {
            try await traces.runReplay(of: replay, through: app, commandName: commandName)
            return
        }
        let window = Window()
        let tree = app.build()
        let inspector = RIBInspector(following: tree.launchRouter)
        if plain || !TerminalUI.isAvailable {
            // Without a terminal to restore, SIGQUIT (Ctrl-\) just ends the app, as it ends
            // other programs, rather than starting the runtime's crash report.
            Signal.quit.restoreDefaultAction()
            let session = PlainSession(window: window, write: StandardOutput.write)
            let recorder = try traces.startRecording(in: window, following: inspector, appName: app.name) { message in
                StandardOutput.writeError("\(commandName): \(message)\n")
            }
            tree.launch(in: window)
            recorder?.recordLaunch()
            await session.runOnStandardInput()
            Self.finish(window, keeping: (tree.launchRouter, recorder))
        } else {
            let terminal = TerminalUI(window: window)
            terminal.followRIBTree(with: inspector)
            let recorder = try traces.startRecording(in: window, following: inspector, appName: app.name) { message in
                terminal.session.showWarning(message)
            }
            tree.launch(in: window)
            recorder?.recordLaunch()
            try await terminal.run()
            Self.finish(window, keeping: (tree.launchRouter, recorder))
        }
    }

    // MARK: - Private

    /// The name the process was started by: `notes`.
    private static var executableName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }

    /// Lets the tree go without drawing the screens it dismisses on its way out.
    @MainActor
    private static func finish(_ window: Window, keeping objects: (AnyObject, TraceRecorder?)) {
        window.renderer = nil
        withExtendedLifetime(objects) {}
    }

    private static func exit(reporting error: any Error) -> Never {
        CommandExit.exit(reporting: error, for: Self.self)
    }
}

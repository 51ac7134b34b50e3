import ArgumentParser
import Foundation
import PlainFrontEnd
import ScreenKit
import SessionTrace
import SystemCalls
import TerminalFrontEnd

/// The command line any RIBs app gets: full screen in a terminal with the live RIB tree (`t`),
/// plain lines for pipes and scripts (`--plain`), its state saved after every change and
/// continued with `--resume` (docs/saving.md), links opened with `--open` when the app opens
/// some, and its sessions recorded, replayed and watched (``TraceOptions``).
///
/// An app's `@main` hands it the app, and what its help adds (``TerminalAppHelp``):
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
        guard let running else {
            return CommandConfiguration(commandName: executableName)
        }
        return CommandConfiguration(commandName: executableName,
                                    abstract: running.help.abstract(for: running.app),
                                    discussion: running.help.discussion(for: running.app))
    }

    @Flag(help: "Use the plain line mode, even on a terminal.")
    public var plain = false

    @Flag(help: "Continue what the last run saved, in either mode.")
    public var resume = false

    @Option(help: TerminalAppCommand.openHelp)
    public var open: String?

    @OptionGroup
    public var traces: TraceOptions

    public init() {}

    /// Refuses `--replay` with options that start a session, `--record` with `--resume`, and
    /// a link the app cannot open (or any link, for an app that opens none), before anything
    /// starts.
    public func validate() throws {
        if traces.replay != nil, plain || resume || open != nil || traces.record != nil {
            throw ValidationError("--replay plays the trace on its own: leave out --plain, --resume, --open and --record.")
        }
        if traces.record != nil, resume {
            throw ValidationError("--record starts afresh, so that its trace replays from the start; leave out --resume.")
        }
        if let open {
            try Self.checkLink(open, for: Self.running?.app)
        }
    }

    /// Parses the process's arguments and runs `app` as they ask, as ArgumentParser's own
    /// `main` does, except that standard output is checked first and that help which cannot be
    /// written is an error: every output failure is a message on standard error and status 1.
    ///
    /// - Parameters:
    ///   - app: The app to run.
    ///   - help: What the app adds to `--help`.
    @MainActor
    public static func main(running app: AppDescriptor, help: TerminalAppHelp = TerminalAppHelp()) async {
        await $running.withValue(RunningApp(app: app, help: help)) {
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
    }

    /// Runs `app`: replays a trace, or runs it full screen or in plain lines, resuming,
    /// saving and recording as asked.
    @MainActor
    public func run(_ app: AppDescriptor) async throws {
        #if OpenTelemetry
        let export = try TerminalTraceExport.startIfRequested(for: app)
        do {
            try await runAsAsked(app)
        } catch {
            await export?.finish()
            throw error
        }
        await export?.finish()
        #else
        try await runAsAsked(app)
        #endif
    }

    // MARK: - Internal

    /// Replays a trace, or runs `app` full screen or in plain lines: ``run(_:)`` but for sending spans.
    @MainActor
    func runAsAsked(_ app: AppDescriptor) async throws {
        if let replay = traces.replay {
            try await traces.runReplay(of: replay, through: app, commandName: Self.executableName)
            return
        }
        if plain || !TerminalUI.isAvailable {
            try await runPlainMode(app)
        } else {
            try await runFullScreenMode(app)
        }
    }

    /// The app ``main(running:help:)`` runs, and its help.
    struct RunningApp: Sendable {
        let app: AppDescriptor
        let help: TerminalAppHelp
    }

    /// The app being run, while ``main(running:help:)`` parses and runs it: ArgumentParser
    /// asks a command type for its help, and checks its options, through members that take no
    /// app, so they find it here. `nil` when the command is parsed on its own.
    @TaskLocal static var running: RunningApp?

    /// The name the process was started by, which starts the command's messages: `notes`.
    static var executableName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }

    /// Lets the tree go without drawing the screens it dismisses on its way out.
    @MainActor
    static func finish(_ window: Window, keeping objects: (AnyObject, SavedStateKeeper?, TraceRecorder?)) {
        window.renderer = nil
        withExtendedLifetime(objects) {}
    }

    // MARK: - Private

    private static func exit(reporting error: any Error) -> Never {
        CommandExit.exit(reporting: error, for: Self.self)
    }
}

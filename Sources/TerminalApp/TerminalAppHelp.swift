import ScreenKit

/// What an app's command adds to the help every app's command gets (`--help`): a one-line
/// abstract, the app's own sections (its keys, what to type in plain mode) and examples.
///
/// The host writes the rest, for every app alike: the modes, where the state is saved and how
/// `--resume` continues it, links when the app opens some, and traces.
///
/// ```swift
/// await TerminalAppCommand.main(running: NotesApp.descriptor, help: TerminalAppHelp(
///     abstract: "Keep notes in a terminal.",
///     discussion: """
///         PLAIN MODE INPUT
///           new      starts a note
///         """))
/// ```
public struct TerminalAppHelp: Sendable {

    /// The line under the command's usage; `nil` for the host's, which names the app.
    public let abstract: String?

    /// The app's own sections, after the modes; `nil` for none.
    public let discussion: String?

    /// Command lines to try, the help's last section; `nil` for none.
    public let examples: String?

    /// Describes what an app's command adds to the help.
    ///
    /// - Parameters:
    ///   - abstract: The line under the usage.
    ///   - discussion: The app's own sections, each a heading in capitals and indented lines,
    ///     wrapped to 80 columns, as the host's are.
    ///   - examples: Command lines to try, indented by two spaces.
    public init(abstract: String? = nil, discussion: String? = nil, examples: String? = nil) {
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
    }

    // MARK: - Internal

    /// The abstract for `app`.
    func abstract(for app: AppDescriptor) -> String {
        abstract ?? "Runs \(app.name) full screen in a terminal, or as plain lines for pipes, scripts and screen readers."
    }

    /// The whole discussion for `app`: the modes, the app's sections, then the host's.
    func discussion(for app: AppDescriptor) -> String {
        let sections: [String?] = [
            Self.modes, discussion, Self.savedState(of: app), app.links.map(Self.links), Self.traces,
            examples.map { "EXAMPLES\n" + $0 },
        ]
        return sections.compactMap { $0 }.joined(separator: "\n\n")
    }

    // MARK: - Private

    private static let modes = """
        MODES
          full screen   The default when standard input and output are both
                        terminals: the app fills the terminal (alternate screen,
                        colours, keys; t shows the live RIB tree, q quits); the
                        terminal is restored on exit.
          plain         Prints each screen as plain text when it changes and
                        reads one line at a time: for scripts, pipes and screen
                        readers. No escape sequences. Used with --plain, or when
                        input or output is not a terminal.
        """

    private static func savedState(of app: AppDescriptor) -> String {
        let folder = app.identifier
        let offer = app.summarizeSavedState == nil
            ? "without it the full-screen mode continues it too"
            : "without it the full-screen mode offers to continue it"
        return """
            SAVED STATE
              Saved after every change to $XDG_STATE_HOME/\(folder)/saved-state.json
              (~/.local/state/\(folder)/ by default). --resume continues the last
              run in either mode; \(offer),
              and the plain mode starts afresh. A saved state that cannot be used
              is kept as saved-state.json.unreadable, and the app starts afresh.
            """
    }

    private static func links(_ links: AppLinks) -> String {
        """
        LINKS
          --open LINK opens a link once the app is launched, such as
          '\(links.example)'. A link the app cannot open is
          refused before anything starts.
        """
    }

    private static let traces = """
        TRACES
          --record FILE writes what you do and what the app shows after each
          input to FILE (starting afresh; the saved state is left as it was);
          --replay FILE plays it again headless and says whether the app still
          does the same, printing the final screen (exit 0) or where it first
          differs (exit 1); with --watch it plays full screen at the recorded
          pace (--speed 4: four times faster). A trace recorded in the browser
          replays here too (docs/traces.md).
        """
}

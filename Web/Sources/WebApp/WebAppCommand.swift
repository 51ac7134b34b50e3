import ArgumentParser
import Foundation
import ScreenKit
import WebFrontEnd

/// The web server any RIBs app gets: one RIB tree per page with the live inspector beside it,
/// every session stored after every change (SQLite by default, PostgreSQL for several servers,
/// in memory only when asked), resumed after a restart, its links opened from the page's
/// address; limits, `/health`, `/metrics` and a shutdown within seconds.
///
/// An app's web executable hands it the app's descriptor:
///
/// ```swift
/// @main
/// enum NotesWebCommand {
///     static func main() async {
///         await WebAppCommand.main(running: NotesApp.descriptor)
///     }
/// }
/// ```
///
/// The app writes nothing to be stored: its interactors that adopt RIBs' `StateRestoring` are
/// saved and restored by the server, with the descriptor's saved-state version and migration.
public struct WebAppCommand: ParsableCommand {

    public static var configuration: CommandConfiguration {
        let app = HelpedApp.current
        return CommandConfiguration(
            commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? app.identity.serverName).lastPathComponent,
            abstract: "Serve \(app.identity.name) to web browsers, one RIB tree per page.",
            discussion: ([Self.discussion(serverName: app.identity.serverName), app.linkExample.map(Self.linkDiscussion(example:))]
                         + [app.help]).compactMap { $0 }.joined(separator: "\n\n")
        )
    }

    /// Where to listen, what to allow, where to keep the sessions.
    @OptionGroup
    public var options: WebAppOptions

    public init() {}

    /// Reads the process's arguments and serves `app` as they ask until SIGINT or SIGTERM, as
    /// ArgumentParser's own `main` does: help and refused options are printed, with status 0
    /// and 64, and a server that cannot start (a busy port, a store it cannot use) says why in
    /// one line, with status 1.
    ///
    /// - Parameters:
    ///   - app: The app each page runs.
    ///   - additions: What the app adds: its own help, what it counts.
    public static func main(running app: AppDescriptor, with additions: WebAppAdditions = WebAppAdditions()) async {
        HelpedApp.set(HelpedApp.Description(identity: AppIdentity(name: app.name), linkExample: app.links?.example, help: additions.help))
        do {
            let command = try parse(Array(CommandLine.arguments.dropFirst()))
            try await command.run(app, with: additions)
        } catch {
            exit(withError: error)
        }
    }

    /// How long after SIGTERM or SIGINT the process has ended, whatever its peers do.
    public static let shutdownDeadline: Duration = .seconds(8)

    // MARK: - Private

    /// What help says of every app's server.
    private static func discussion(serverName: String) -> String {
        """
        Open the printed address in a browser. Each page runs a session of its own, with its \
        own RIB tree; a reload or a dropped connection resumes it, until it has been idle for \
        --idle-timeout minutes. Sessions are stored in SQLite in --data-dir (by default \
        $XDG_STATE_HOME/\(serverName)), or PostgreSQL with --database, after every change and \
        before the page is shown the change, so that a restart of the server (even kill -9) \
        loses no session; --in-memory keeps none. SIGINT (Ctrl-C) or SIGTERM tells every page \
        that the server is stopping, closes it and releases every session; the server has \
        exited within \(shutdownDeadline.components.seconds) seconds, whatever its pages do.
        """
    }

    /// What help says of the links an app opens, with one of them.
    private static func linkDiscussion(example: String) -> String {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let encoded = example.addingPercentEncoding(withAllowedCharacters: unreserved) ?? example
        return "A page address with a link, such as http://127.0.0.1:8080/?open=\(encoded), opens it in the page's session."
    }
}

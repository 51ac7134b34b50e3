import ArgumentParser
import RIBsGenerator
import SystemCalls

/// `ribs`: writes the files of new RIBs, as Uber's Xcode templates do, for SwiftPM projects.
@main
struct RIBsCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "ribs",
        abstract: "Generate the files of RIBs: a new app, a new RIB, a component extension, a RIB's tests; remove a child RIB; port RIBs iOS code.",
        discussion: """
            Each file holds the protocols and classes of Uber's RIB templates, with TODO \
            comments where your code goes. Existing files are never replaced without --force; \
            --dry-run prints the files instead of writing them.

            EXAMPLES (the tutorial's LoggedIn RIB, its parent Root, and its tests)
              ribs new LoggedIn --viewless -o Sources/TicTacToe/LoggedIn
              ribs extension Root LoggedIn --viewless -o Sources/TicTacToe/Root
              ribs tests LoggedIn --viewless --module TicTacToe \\
                  -o Tests/TicTacToeTests/LoggedIn

            EXAMPLE (all three, and LoggedIn wired into Root, from the package's root)
              ribs new LoggedIn --viewless --parent Root

            EXAMPLE (and taken out again, its files deleted)
              ribs remove LoggedIn --parent Root
            """,
        subcommands: [Init.self, NewRIB.self, Remove.self, ComponentExtension.self, UnitTests.self, Port.self]
    )

    /// Runs `ribs` as ArgumentParser would, except that help that cannot be printed is an
    /// error, and that error messages, which quote what the user typed, are printed with
    /// control characters escaped.
    static func main() {
        StandardStreams.prepare()
        do {
            guard StandardStreams.outputWasOpen else {
                throw OutputError(reason: "it is closed")
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let error as OutputError {
            StandardStreams.writeError("Error: \(error)\n")
            CurrentProcess.exit(status: 1)
        } catch {
            finish(with: error)
        }
        CurrentProcess.exit(status: 0)
    }

    // MARK: - Private

    /// The longest line of an error message, in Unicode scalars of what was typed.
    private static let messageLineLimit = 1_000

    /// Prints help (to standard output) or an error (to standard error) and exits with its
    /// status.
    private static func finish(with error: any Error) -> Never {
        let status = exitCode(for: error)
        let message = fullMessage(for: error)
        guard status.isSuccess else {
            // A tool that ribs ran and that refused said why already; its status has no message.
            if !message.isEmpty {
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { DisplayText.shortened(String($0), limit: messageLineLimit) }
                StandardStreams.writeError(lines.joined(separator: "\n") + "\n")
            }
            CurrentProcess.exit(status: status.rawValue)
        }
        do {
            try StandardStreams.writeOutput(message.isEmpty ? "" : message + "\n")
        } catch {
            StandardStreams.writeError("Error: \(error)\n")
            CurrentProcess.exit(status: 1)
        }
        CurrentProcess.exit(status: 0)
    }
}

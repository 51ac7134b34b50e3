import Foundation

/// A finished run of a command: its exit status and everything it printed.
public struct CommandRun: Sendable {

    /// The exit status; 0 for success. For a run ended by a signal, the signal's number.
    public let status: Int32

    /// Whether a signal ended the run; ``status`` is then the signal's number.
    public let endedBySignal: Bool

    /// What the command printed to standard output.
    public let standardOutput: String

    /// What the command printed to standard error.
    public let standardError: String

    /// Runs `executable` with `arguments` and waits for it to finish.
    ///
    /// - Parameters:
    ///   - executable: The program to run.
    ///   - arguments: Its arguments.
    ///   - folder: The working folder; the current one when `nil`.
    ///   - environment: Variables to set or, with `nil`, remove from this process's environment.
    /// - Returns: The finished run.
    /// - Throws: When the program cannot be started.
    nonisolated(nonsending)
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String?] = [:]) async throws -> CommandRun {
        try await RunningCommand(executable, arguments, in: folder, environment: environment).wait()
    }
}

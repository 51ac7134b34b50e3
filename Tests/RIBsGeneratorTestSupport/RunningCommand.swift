import Foundation
import ProcessTestSupport

/// A command started and not yet waited for, so that several can run at once.
///
/// It starts as a shell starts commands (see ``SpawnedProcess``), with standard input empty.
/// Output goes to temporary files rather than pipes, so that a command printing a lot (a
/// compiler) cannot block on a full pipe.
public final class RunningCommand {

    /// The process's ID, to send it signals.
    public var processID: pid_t {
        process.processID
    }

    private let process: SpawnedProcess
    private let outputFolder: TemporaryFolder

    /// Starts `executable` with `arguments`, with standard input empty.
    ///
    /// - Parameters:
    ///   - executable: The program to run.
    ///   - arguments: Its arguments.
    ///   - folder: The working folder; the current one when `nil`.
    ///   - environment: Variables to set or, with `nil`, remove from this process's environment.
    /// - Throws: When the program cannot be started.
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String?] = [:]) throws {
        outputFolder = try TemporaryFolder(prefix: "command-output")
        process = try SpawnedProcess(executable.path, arguments, environment: environment, in: folder,
                                     standardOutput: .file(outputFolder.url.appendingPathComponent("stdout")),
                                     standardError: .file(outputFolder.url.appendingPathComponent("stderr")))
    }

    /// What the command has written to standard output so far.
    public func standardOutputSoFar() throws -> String {
        try String(contentsOfFile: outputFolder.path + "/stdout", encoding: .utf8)
    }

    /// What the command has written to standard error so far.
    public func standardErrorSoFar() throws -> String {
        try String(contentsOfFile: outputFolder.path + "/stderr", encoding: .utf8)
    }

    /// The longest a command runs by default before it counts as hung: a generated package's
    /// build and tests on a busy machine take minutes.
    public static let patience = Duration.seconds(30 * 60)

    /// Waits for the command to finish, for at most `timeout`; a command still running then is
    /// killed, and the test fails with what it printed.
    ///
    /// - Returns: The finished run.
    /// - Throws: When it did not finish in time, or its output cannot be read.
    nonisolated(nonsending)
    public func wait(atMost timeout: Duration = patience) async throws -> CommandRun {
        let ended = try await process.wait(atMost: timeout, """
            It printed:
            \((try? String(contentsOfFile: outputFolder.path + "/stdout", encoding: .utf8)) ?? "")
            \((try? standardErrorSoFar()) ?? "")
            """)
        return CommandRun(status: ended.exitStatus ?? ended.signal ?? 0,
                          endedBySignal: ended.signal != nil,
                          standardOutput: try String(contentsOfFile: outputFolder.path + "/stdout", encoding: .utf8),
                          standardError: try String(contentsOfFile: outputFolder.path + "/stderr", encoding: .utf8))
    }
}

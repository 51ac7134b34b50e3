import Foundation

/// A command started and not yet waited for, so that several can run at once.
///
/// It starts as a shell starts commands: every signal unblocked and at its default action
/// (Foundation's `Process` starts children with most signals blocked, which would hide how a
/// command reacts to them). Output goes to temporary files rather than pipes, so that a
/// command printing a lot (a compiler) cannot block on a full pipe.
public final class RunningCommand {

    /// The process's ID, to send it signals.
    public let processID: pid_t

    private let outputFolder: TemporaryFolder

    private static let shell = "/bin/sh"

    /// Starts `executable` with `arguments`, with standard input empty.
    ///
    /// - Parameters:
    ///   - executable: The program to run.
    ///   - arguments: Its arguments.
    ///   - folder: The working folder; the current one when `nil`.
    /// - Throws: When the program cannot be started.
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws {
        outputFolder = try TemporaryFolder(prefix: "command-output")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFolder.path + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, outputFolder.path + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift: a shell changes
        // the working folder, then becomes the command.
        let commandLine = folder.map { [Self.shell, "-c", #"cd "$0" && exec "$@""#, $0.path, executable.path] }
            ?? [executable.path]
        let argv = (commandLine + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var processID = pid_t()
        let result = posix_spawn(&processID, commandLine[0], &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(commandLine[0]): \(String(cString: strerror(result)))"])
        }
        self.processID = processID
    }

    /// Waits for the command to finish.
    ///
    /// - Returns: The finished run.
    /// - Throws: When its output cannot be read.
    public func wait() throws -> CommandRun {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7F
        return CommandRun(status: signal == 0 ? (status >> 8) & 0xFF : signal,
                          endedBySignal: signal != 0,
                          standardOutput: try String(contentsOfFile: outputFolder.path + "/stdout", encoding: .utf8),
                          standardError: try String(contentsOfFile: outputFolder.path + "/stderr", encoding: .utf8))
    }
}

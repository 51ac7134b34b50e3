import Foundation

/// A finished run of a command: its exit status and everything it printed.
public struct CommandRun: Sendable {

    /// The exit status; 0 for success.
    public let status: Int32

    /// What the command printed to standard output.
    public let standardOutput: String

    /// What the command printed to standard error.
    public let standardError: String

    /// Runs `executable` with `arguments` and waits for it to finish.
    ///
    /// Output goes to temporary files rather than pipes, so that a command printing a lot
    /// (a compiler) cannot block on a full pipe.
    ///
    /// - Parameters:
    ///   - executable: The program to run.
    ///   - arguments: Its arguments.
    ///   - folder: The working folder; the current one when `nil`.
    /// - Returns: The finished run.
    /// - Throws: When the program cannot be started.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> CommandRun {
        let outputFolder = try TemporaryFolder(prefix: "command-output")
        let outputURL = outputFolder.url.appendingPathComponent("stdout")
        let errorURL = outputFolder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder {
            process.currentDirectoryURL = folder
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()

        return CommandRun(status: process.terminationStatus,
                          standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
                          standardError: try String(contentsOf: errorURL, encoding: .utf8))
    }
}

import Foundation

/// A program run to its end by a test: what it printed and how it ended.
public struct ProgramRun: Sendable {

    /// Why a program did not end in time.
    public struct Timeout: Error, CustomStringConvertible {
        public let description: String
    }

    /// The exit status.
    public let status: Int32
    /// What it wrote to standard output.
    public let output: String
    /// What it wrote to standard error.
    public let error: String

    /// Runs `executable` with `arguments` and waits for it to end, for at most `timeout`; a
    /// program still running then is killed, and the run throws with what it printed.
    ///
    /// Its output goes to files, so that a program printing much (a compiler) never blocks on a
    /// full pipe; the wait suspends between looks rather than blocking a thread: Swift's
    /// cooperative pool, on which tests run, has as many threads as cores.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - folder: Its working folder; the test process's when `nil`.
    ///   - timeout: How long it may take: a package's build and tests take minutes on a busy
    ///     machine.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           atMost timeout: Duration = .seconds(30 * 60)) async throws -> ProgramRun {
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("program-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let outputFile = files.appendingPathComponent("stdout")
        let errorFile = files.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()

        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let printed = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            throw Timeout(description: "\(executable.lastPathComponent) \(arguments) did not end within \(timeout) and was killed; it printed:\n\(printed(outputFile))\n\(printed(errorFile))")
        }
        // Reaped already: returns at once, with the status set.
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, output: printed(outputFile), error: printed(errorFile))
    }
}

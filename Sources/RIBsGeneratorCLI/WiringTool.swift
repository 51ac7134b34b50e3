import ArgumentParser
import Foundation
import SystemCalls

/// `ribs-wire`, the `Port/` package's tool that works out on the syntax trees how to wire a
/// child into its parent or remove it, asked from the package's root, under a lock that keeps
/// other `ribs` runs from changing the package meanwhile.
struct WiringTool {

    /// Finds (or builds) `ribs-wire`, then takes the package's lock, waiting for another `ribs`
    /// run that holds it: its changes are then on disk before this run reads the files.
    ///
    /// - Throws: A `ValidationError` when there is no `ribs-wire` or the lock cannot be taken.
    init() throws {
        executable = try PortPackageTool.wirer.locate()
        do {
            lock = try FolderLock(".") {
                StandardStreams.writeError("Waiting for another ribs run that is changing this package...\n")
            }
        } catch {
            throw ValidationError("Cannot lock the package's folder: \(error.message).")
        }
    }

    /// Runs `ribs-wire` with `arguments` in the working folder and reads its answer; its
    /// messages go straight to standard error.
    ///
    /// - Throws: `ExitCode` with `ribs-wire`'s status when it refuses (having said why).
    func ask<Answer: Decodable>(_ arguments: [String], for answer: Answer.Type) throws -> Answer {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ExitCode(process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
        }
        do {
            return try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw ValidationError("ribs-wire answered something ribs cannot read: \(error)")
        }
    }

    /// Keeps the lock for as long as the run uses this tool.
    func keepLockedWhile<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withExtendedLifetime(lock) {
            try body()
        }
    }

    // MARK: - Private

    private let executable: URL
    private let lock: FolderLock
}

/// A file of the parent's as `ribs-wire` leaves it: its path from the package's root and its text.
struct EditedFile: Decodable {
    let path: String
    let contents: String
}

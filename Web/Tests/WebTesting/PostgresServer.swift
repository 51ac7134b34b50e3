import Foundation
import Logging
import PostgresKit
import Synchronization
import Testing

/// A PostgreSQL server of the test's own: a new cluster in a temporary folder (`initdb`, about
/// half a second), reached over a Unix socket in that folder, stopped and removed when the test
/// lets it go. Run as root, as CI runs, it runs as the `postgres` user, since PostgreSQL refuses
/// to run as root.
///
/// Needs Debian's `postgresql` package (`apt-get install postgresql`), which `.ci/run` installs.
package final class PostgresServer: Sendable {

    /// The URL of the server's `postgres` database, for `--database`.
    package let url: String

    /// Creates a cluster and starts its server; returns once it accepts connections.
    package static func start(sourceLocation: SourceLocation = #_sourceLocation) async throws -> PostgresServer {
        let binaries = try #require(binaryDirectory(), """
            PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres): apt-get install postgresql
            """, sourceLocation: sourceLocation)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tictactoe-pg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        if getuid() == 0 {
            try FileManager.default.setAttributes([.ownerAccountName: "postgres"], ofItemAtPath: folder.path)
        }
        let data = folder.appendingPathComponent("data").path
        let initdb = try run(binaries + "/initdb", ["-D", data, "-A", "trust", "-U", "tictactoe", "--no-sync", "--no-instructions", "-E", "UTF8"])
        try await waitUntil("initdb did not finish", sourceLocation: sourceLocation) { !initdb.isRunning }
        try #require(initdb.terminationStatus == 0, "initdb failed", sourceLocation: sourceLocation)

        let printed = PrintedText()
        let command = [binaries + "/postgres", "-D", data, "-k", folder.path, "-c", "listen_addresses=", "-c", "fsync=off",
                       "-c", "full_page_writes=off"]
        let process = try await launch(command, printingTo: printed, sourceLocation: sourceLocation)
        return PostgresServer(process: process, command: command, folder: folder, printed: printed)
    }

    /// Everything the server printed so far.
    package var output: String {
        printed.text
    }

    /// Runs `body` on a connection of the test's own to the server's database, to read what a
    /// store wrote or to make what it must refuse.
    package func withDatabase<Result: Sendable>(_ body: (any SQLDatabase) async throws -> Result) async throws -> Result {
        let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Logger(label: "test"))
        do {
            let result = try await body(connection.sql())
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Stops the server at once (its fast shutdown) and waits for it to exit.
    package func stop(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let process = process.withLock { $0 }
        Self.stop(process)
        try await waitUntil("PostgreSQL did not stop: \(printed.text)", sourceLocation: sourceLocation) { !process.isRunning }
    }

    /// Starts the stopped server again, on the same data and socket; returns once it accepts
    /// connections.
    package func restart(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let restarted = try await Self.launch(command, printingTo: printed, sourceLocation: sourceLocation)
        process.withLock { $0 = restarted }
    }

    /// Pauses the server and every process of it (SIGSTOP), as a machine that hangs would:
    /// connections stay open, and nothing answers.
    package func pause() {
        signalEveryProcess(SIGSTOP)
    }

    /// Resumes a paused server (SIGCONT).
    package func resume() {
        signalEveryProcess(SIGCONT)
    }

    // MARK: - Private

    private let process: Mutex<Process>
    private let command: [String]
    private let folder: URL
    private let printed: PrintedText

    private init(process: Process, command: [String], folder: URL, printed: PrintedText) {
        self.process = Mutex(process)
        self.command = command
        self.folder = folder
        self.printed = printed
        url = "postgres+uds://tictactoe@localhost\(folder.path)/.s.PGSQL.5432#postgres"
    }

    /// Sends `signal` to the server's main process and to each of its children (a backend per
    /// connection, and its workers).
    private func signalEveryProcess(_ signal: Int32) {
        let main = process.withLock { $0.processIdentifier }
        kill(main, signal)
        for child in Self.children(of: main) {
            kill(child, signal)
        }
    }

    /// The processes whose parent is `parent`, as `/proc` lists them.
    private static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, not ")".
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let nameEnd = stat.lastIndex(of: ")") else {
                return false
            }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Starts the server with `command`, its output appended to `printed`; returns once it
    /// accepts connections.
    private static func launch(_ command: [String], printingTo printed: PrintedText,
                               sourceLocation: SourceLocation) async throws -> Process {
        let output = Pipe()
        let process = try run(command[0], Array(command.dropFirst()), output: output)
        let start = printed.text.count
        Thread.detachNewThread {
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                printed.append(String(decoding: data, as: UTF8.self))
            }
        }
        try await waitUntil("PostgreSQL did not start: \(printed.text)", sourceLocation: sourceLocation) {
            printed.text.dropFirst(start).contains("ready to accept connections") || !process.isRunning
        }
        try #require(process.isRunning, "PostgreSQL exited: \(printed.text)", sourceLocation: sourceLocation)
        return process
    }

    deinit {
        let (process, folder) = (process.withLock { $0 }, folder)
        Self.stop(process)
        // The wait for the exit blocks: a thread of its own, never one of the cooperative pool's.
        Thread.detachNewThread {
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Asks `process`, paused or not, for its fast shutdown.
    private static func stop(_ process: Process) {
        guard process.isRunning else {
            return
        }
        kill(process.processIdentifier, SIGCONT)
        kill(process.processIdentifier, SIGINT)
    }

    /// The newest installed PostgreSQL's programs.
    private static func binaryDirectory() -> String? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        return versions.compactMap(Int.init).sorted().reversed()
            .map { "/usr/lib/postgresql/\($0)/bin" }
            .first { FileManager.default.isExecutableFile(atPath: $0 + "/postgres") }
    }

    /// Starts `program` with `arguments`, as the `postgres` user when this process is root.
    private static func run(_ program: String, _ arguments: [String], output: Pipe? = nil) throws -> Process {
        let process = Process()
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=postgres", "--regid=postgres", "--clear-groups", "--", program] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = output ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// What a process printed so far, read by one thread and asked for by others.
package final class PrintedText: Sendable {

    /// The text so far.
    package var text: String {
        storage.withLock { $0 }
    }

    /// Adds `more` at the end.
    package func append(_ more: String) {
        storage.withLock { $0 += more }
    }

    private let storage = Mutex("")
}

import Foundation
import Synchronization
import Testing

/// A built web server binary (`tictactoe-web` unless a test names another), running on a port
/// of its own, for what only a process shows: its signals, its exit, its restarts.
package final class ServerProcess: Sendable {

    /// Starts the binary on `port` of the loopback address (0: a free one), with `arguments`
    /// after the port's.
    ///
    /// - Parameters:
    ///   - product: The executable, as SwiftPM builds it in the products folder.
    ///   - port: The port to listen on; 0 picks a free one.
    ///   - arguments: The options after the host's, the port's and the store's.
    ///   - dataDirectory: The session store's folder, which the caller keeps across
    ///     restarts; by default one of the process's own, removed with it, unless `arguments`
    ///     choose the store.
    ///   - environment: Variables set for the process, over the test's own.
    ///   - choosesNoStore: Gives no store option at all, so that the server picks its default
    ///     store (in the `XDG_STATE_HOME` of `environment`, say).
    package static func start(product: String = "tictactoe-web", port: Int = 0, arguments: [String] = [],
                              dataDirectory: URL? = nil, environment: [String: String] = [:],
                              choosesNoStore: Bool = false) throws -> ServerProcess {
        let choosesItsStore = choosesNoStore || arguments.contains { ["--in-memory", "--data-dir", "--database"].contains($0) }
        let ownDirectory = dataDirectory == nil && !choosesItsStore ? temporaryDataDirectory() : nil
        let process = Process()
        process.executableURL = productsDirectory(holding: product).appendingPathComponent(product)
        let storeArguments = choosesItsStore ? [] : ["--data-dir", (dataDirectory ?? ownDirectory)?.path ?? ""]
        process.arguments = ["--host", "127.0.0.1", "--port", "\(port)", "--log-level", "notice"] + storeArguments + arguments
        // The test's flags choose the store, never a database the machine's environment names.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DATABASE_URL" }
            .merging(environment) { _, given in given }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let server = ServerProcess(process: process, ownDirectory: ownDirectory)
        // Reads what the server prints until it exits and its end of the pipe closes.
        Thread.detachNewThread {
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
                server.printed.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            server.outputEnded.withLock { $0 = true }
        }
        return server
    }

    /// Everything the server printed so far.
    package var output: String {
        printed.withLock { $0 }
    }

    /// The port the server listens on, once it says so.
    package func port(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        try await waitUntil("the server never said where it listens: \(output)", sourceLocation: sourceLocation) {
            listeningPort != nil || !process.isRunning
        }
        return try #require(listeningPort, "\(output)", sourceLocation: sourceLocation)
    }

    /// Sends the process `signal`.
    package func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until the process has exited and all it printed has been read (the test fails if
    /// it has not within 60 s).
    package func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("the server did not exit: \(output)", sourceLocation: sourceLocation) {
            !process.isRunning && outputEnded.withLock { $0 }
        }
    }

    /// The exit status, once the process has exited.
    package var exitStatus: Int32? {
        process.isRunning ? nil : process.terminationStatus
    }

    /// Kills the process if it is still running: a failed test leaves nothing behind.
    package func killIfRunning() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    // MARK: - Private

    private let process: Process
    private let printed = Mutex("")
    private let outputEnded = Mutex(false)
    /// The store's folder the process was given of its own, if any, removed with it.
    private let ownDirectory: URL?

    private init(process: Process, ownDirectory: URL?) {
        self.process = process
        self.ownDirectory = ownDirectory
    }

    deinit {
        killIfRunning()
        if let ownDirectory {
            try? FileManager.default.removeItem(at: ownDirectory)
        }
    }

    /// A new folder name for a session store, under the temporary folder.
    package static func temporaryDataDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ribs-web-\(UUID().uuidString)")
    }

    private var listeningPort: Int? {
        let text = output
        guard let range = text.range(of: "served at http://127.0.0.1:") else {
            return nil
        }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    private static func productsDirectory(holding product: String) -> URL {
        // SwiftPM puts the test runner and the executables in the same products folder.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent(product).path) }
            ?? runner.deletingLastPathComponent()
    }
}

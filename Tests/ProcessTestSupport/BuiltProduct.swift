import Foundation

/// An executable SwiftPM built beside the test bundle, run as a script or a user would: with
/// piped standard input, closed once written.
public struct BuiltProduct: Sendable {

    /// What one run printed and how it ended.
    public struct Run: Sendable {
        public let standardOutput: String
        public let standardError: String
        public let exitStatus: Int32
    }

    /// The product's name, such as `tictactoe`.
    public let name: String

    /// Names a product built beside the test bundle.
    public init(_ name: String) {
        self.name = name
    }

    /// Where the product is.
    public var url: URL {
        Self.productsDirectory(holding: name).appendingPathComponent(name)
    }

    /// Runs the product with `arguments` and `environment` added to this process's, feeding
    /// it `input` on standard input and closing it; waits for it to end.
    public func run(arguments: [String] = [], input: String, environment: [String: String] = [:]) async throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["DISABLE_LEAK_DETECTION"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let output = PipeCollector(standardOutput)
        let errors = PipeCollector(standardError)
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        try await process.waitForExit(atMost: SpawnedProcess.patience, "It printed:\n\(output.text)\n\(errors.text)")
        return Run(standardOutput: try await output.wholeText(), standardError: try await errors.wholeText(), exitStatus: process.terminationStatus)
    }

    // MARK: - Private

    private static func productsDirectory(holding name: String) -> URL {
        // SwiftPM puts the test runner and the executables in the same products folder; the
        // runner is either an `.xctest` bundle or, on Linux, an executable in that folder.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent(name).path) }
            ?? runner.deletingLastPathComponent()
    }
}

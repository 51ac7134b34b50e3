import Foundation
import ProcessTestSupport

/// Runs the built `tictactoe` binary with piped standard input, as a script or a user would.
enum TicTacToeBinary {

    /// What one run printed and how it ended.
    struct Run {
        let standardOutput: String
        let standardError: String
        let exitStatus: Int32
    }

    /// The binary SwiftPM built next to this test bundle.
    static var url: URL {
        BuiltProduct.url(named: "tictactoe")
    }

    /// Runs the binary with `arguments`, feeding it `input` on standard input and closing it.
    ///
    /// - Parameter stateHome: Where the run keeps its saved game; one of its own by default.
    static func run(arguments: [String] = [], input: String, stateHome: StateHome = StateHome()) async throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISABLE_LEAK_DETECTION"] = nil
        environment.merge(stateHome.environment) { $1 }
        process.environment = environment
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
}

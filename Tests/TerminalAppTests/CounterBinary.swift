import Foundation
import ProcessTestSupport

/// Runs the built `TerminalAppCounter` binary (Tests/TerminalAppCounter): an app with one
/// `StateRestoring` interactor and no links, run by the terminal host as any app is.
enum CounterBinary {

    /// What one run printed and how it ended.
    typealias Run = BuiltProduct.Run

    /// The binary SwiftPM built next to this test bundle.
    static var url: URL {
        product.url
    }

    /// Runs the binary with `arguments`, feeding it `input` on standard input and closing it.
    ///
    /// - Parameters:
    ///   - stateHome: Where the run keeps its saved state.
    ///   - environment: More variables, which win over the state folder's.
    static func run(arguments: [String] = [], input: String, stateHome: StateHome,
                    environment: [String: String] = [:]) async throws -> Run {
        try await product.run(arguments: arguments, input: input, environment: stateHome.environment.merging(environment) { $1 })
    }

    // MARK: - Private

    private static let product = BuiltProduct("TerminalAppCounter")
}

extension StateHome {

    /// Where the terminal host saves the counter: its name, `Test Counter`, lowercased with a
    /// dash for the space.
    var counterSave: URL {
        url.appendingPathComponent("testcounter/saved-state.json")
    }

    /// Writes `data` where the counter's state is saved, as an earlier run (or anything else)
    /// would have.
    func placeCounterSave(_ data: Data) throws {
        try FileManager.default.createDirectory(at: counterSave.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: counterSave)
    }
}

extension BuiltProduct.Run {

    /// The first screen printed in plain mode, up to the next.
    var firstScreen: String? {
        standardOutput.components(separatedBy: "=== Test Counter ===").dropFirst().first
    }
}

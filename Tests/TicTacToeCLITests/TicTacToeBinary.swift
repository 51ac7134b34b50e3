import Foundation
import ProcessTestSupport

/// Runs the built `tictactoe` binary with piped standard input, as a script or a user would.
enum TicTacToeBinary {

    /// What one run printed and how it ended.
    typealias Run = BuiltProduct.Run

    /// The binary SwiftPM built next to this test bundle.
    static var url: URL {
        product.url
    }

    /// Runs the binary with `arguments`, feeding it `input` on standard input and closing it.
    ///
    /// - Parameter stateHome: Where the run keeps its saved game; one of its own by default.
    static func run(arguments: [String] = [], input: String, stateHome: StateHome = StateHome()) async throws -> Run {
        try await product.run(arguments: arguments, input: input, environment: stateHome.environment)
    }

    // MARK: - Private

    private static let product = BuiltProduct("tictactoe")
}

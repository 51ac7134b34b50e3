import Testing

/// What `tictactoe --help` tells.
@Suite(.timeLimit(.minutes(10)))
struct HelpTests {

    @Test func helpExplainsBothModesAndTheFullScreenKeys() async throws {
        let run = try await TicTacToeBinary.run(arguments: ["--help"], input: "")

        #expect(run.exitStatus == 0)
        for text in ["full screen", "plain", "--plain", "FULL-SCREEN KEYS", "Shift-Tab", "Ctrl-C", "RIB tree", "PLAIN MODE INPUT"] {
            #expect(run.standardOutput.contains(text), "\(text) is missing")
        }
    }
}

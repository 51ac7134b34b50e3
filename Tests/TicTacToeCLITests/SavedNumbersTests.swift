#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ProcessTestSupport
import Testing

/// Saved games edited to the edge, or in one field, resumed through the real binary in plain
/// mode: the players keep the most a score can be, and all but a field that no longer fits;
/// a saved game replaced by a named pipe is refused at once.
@Suite(.timeLimit(.minutes(10)))
struct SavedNumbersPlainTests {

    private let stateHome = StateHome()

    /// Ann wins a game on the top row, then X takes the centre of the next.
    private let annWinsThenACentre = "Ann\nBob\nstart\n1\n4\n2\n5\n3\n\nstart\n5\n"

    @Test func aScoreAtItsMaximumPlusAWinIsStillTheMaximumAtTheNextResume() async throws {
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWinsThenACentre, stateHome: stateHome)
        try edit(#""player1Score":1"#, into: #""player1Score":1000000000"#)

        // Bob 1, Ann 4, Bob 2, Ann 6: Ann takes the middle row.
        let win = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "1\n4\n2\n6\n\nquit\n", stateHome: stateHome)
        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(win.standardOutput.contains("Ann won! (middle row)"), "\(win.standardOutput)")
        #expect(resumed.exitStatus == 0)
        #expect(resumed.standardError.isEmpty, "\(resumed.standardError)")
        let firstScreen = resumed.standardOutput.components(separatedBy: "=== TicTacToe ===").dropFirst().first
        #expect(firstScreen?.contains("Ann (1000000000)\nvs\nBob (0)") == true, "\(resumed.standardOutput)")
    }

    @Test func aBadFieldCostsThatFieldAloneAndTheFileIsKeptAsItWas() async throws {
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: annWinsThenACentre, stateHome: stateHome)
        let edited = try edit(#""drawCount":0"#, into: #""drawCount":"two""#)

        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "1\nquit\n", stateHome: stateHome)

        let path = stateHome.savedGame.path
        #expect(resumed.exitStatus == 0)
        #expect(resumed.standardError == """
            tictactoe: Part of the saved state was not restored. The saved score.drawCount of LoggedInRouter no longer fits \
            RestorableState and starts afresh; the rest was restored: expected Int at score.drawCount
            tictactoe: The saved state as it was is kept as \(path).unreadable.

            """)
        let screens = resumed.standardOutput.components(separatedBy: "=== TicTacToe ===").dropFirst()
        #expect(screens.first?.contains("Ann (X)\nBob (O)") == true, "\(resumed.standardOutput)")
        #expect(screens.first?.contains(" 4 | X | 6 ") == true)
        #expect(screens.dropFirst().first?.contains(" O | 2 | 3 ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".unreadable")) == edited)
        let saved = try String(contentsOf: stateHome.savedGame, encoding: .utf8)
        #expect(saved.contains(#""score":{"drawCount":0,"player1Score":1,"player2Score":0}"#), "\(saved)")
        #expect(saved.contains(#""moves":[5,1]"#))
    }

    @Test func resumeRefusesASavedGameReplacedByANamedPipeAtOnce() async throws {
        let path = stateHome.savedGame.path
        try FileManager.default.createDirectory(at: stateHome.savedGame.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(mkfifo(path, 0o600) == 0)

        // With no writer on the pipe, a run that opened it would wait until the test's deadline.
        let run = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(run.exitStatus == 0)
        #expect(run.standardError == """
            tictactoe: \(path) is a named pipe (FIFO), not a regular file, so it was not opened; it is not a saved state of \
            this app. It was kept as \(path).unreadable. Starting afresh.

            """)
        #expect(run.standardOutput.contains("Who is playing?"))
    }

    // MARK: - Private

    /// Replaces `text` in the saved game, as a player with an editor would.
    ///
    /// - Returns: The edited file's bytes.
    @discardableResult
    private func edit(_ text: String, into replacement: String) throws -> Data {
        let saved = try String(contentsOf: stateHome.savedGame, encoding: .utf8)
        let edited = saved.replacingOccurrences(of: text, with: replacement)
        try #require(edited != saved, "the saved game has \(text): \(saved)")
        try Data(edited.utf8).write(to: stateHome.savedGame)
        return Data(edited.utf8)
    }
}

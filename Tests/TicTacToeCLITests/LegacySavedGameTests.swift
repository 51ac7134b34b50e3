import Foundation
import ProcessTestSupport
import Testing

/// Games saved before the terminal host saved every app still resume: the fixture is a game
/// main's `tictactoe` saved (Ann X on 1, Bob O on 5, Ann to move), under the old name.
@Suite(.timeLimit(.minutes(10)))
struct LegacySavedGameTests {

    private let stateHome = StateHome()

    @Test func aGameSavedUnderTheOldNameResumesAndMovesToTheNewName() async throws {
        let fixture = try Self.fixture()
        try place(fixture, at: stateHome.legacySavedGame)

        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(resumed.exitStatus == 0)
        #expect(resumed.standardError.isEmpty, "\(resumed.standardError)")
        let firstScreen = try #require(resumed.standardOutput.components(separatedBy: "=== TicTacToe ===").dropFirst().first)
        #expect(firstScreen.contains(" X | 2 | 3 "), "\(resumed.standardOutput)")
        #expect(firstScreen.contains(" 4 | O | 6 "))
        #expect(firstScreen.contains("Ann to play (X)"))
        #expect(!FileManager.default.fileExists(atPath: stateHome.legacySavedGame.path))
        #expect(try Data(contentsOf: stateHome.savedGame) == fixture)
    }

    @Test func aSaveUnderTheNewNameWinsAndTheOldFileStays() async throws {
        let fixture = try Self.fixture()
        try place(fixture, at: stateHome.legacySavedGame)
        _ = try await TicTacToeBinary.run(arguments: ["--plain"], input: "Zoe\nYan\nstart\nquit\n", stateHome: stateHome)
        // The first run moved the old game, then saved over it; put it back beside the new one.
        try place(fixture, at: stateHome.legacySavedGame)

        let resumed = try await TicTacToeBinary.run(arguments: ["--plain", "--resume"], input: "quit\n", stateHome: stateHome)

        #expect(resumed.standardError.isEmpty, "\(resumed.standardError)")
        #expect(resumed.standardOutput.contains("Zoe (X)"), "\(resumed.standardOutput)")
        #expect(!resumed.standardOutput.contains("Ann"))
        #expect(try Data(contentsOf: stateHome.legacySavedGame) == fixture)
    }

    // MARK: - Private

    private static func fixture() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "saved-game-before-issue-48", withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    private func place(_ data: Data, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

import Foundation
import ScreenKit
import SQLSessionStore
import Testing
import TicTacToe
@testable import WebFrontEnd
import WebTesting

/// A session `tictactoe-web` stored before every app had the same web server (commit 6f8e2b7,
/// `Fixtures/StoreOf6f8e2b7`: its SQLite file, mid-game) resumes on today's: same table, same
/// saved tree, the board and the score as they were.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct StoredSessionsOfEarlierServersTests {

    private let directory = ServerProcess.temporaryDataDirectory()

    @Test func aGameStoredBeforeTheChangeResumesWithItsBoardAndScore() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await openCopyOfTheFixture()
        // A minute after the page's last move, on the wall clock the store keeps.
        try await ServedApp.serve(TicTacToeApp.descriptor, on: store, wallClock: { Self.lastActive + 60 }) { port in
            try await RawConnection.withConnection(port: port) { page in
                _ = try await page.upgrade("/ws?session=\(Self.token)", port: port)
                let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
                #expect(welcome.contains(#""resumed":true"#) && !welcome.contains("notResumed"), "\(welcome)")
                let screen = try #require(try await page.readText(containing: #""type":"screen""#))
                // Ann's X bottom right, Bob's O bottom left, Ann to play.
                #expect(screen.contains(#"[null,null,null],[null,null,null],[{"color":"blue","#), "\(screen)")
                #expect(screen.contains("Ann to play (X)"), "\(screen)")
                // Ann wins the diagonal: her second win, the first one stored.
                for (row, column) in [(1, 1), (0, 1), (0, 0)] {
                    try await page.sendText(#"{"v":2,"type":"tapGridCell","grid":"board","row":\#(row),"column":\#(column)}"#)
                }
                #expect(try await page.readText(containing: "Ann won!") != nil)
                try await page.sendText(#"{"v":2,"type":"chooseAlertAction","index":0}"#)
                let scores = try #require(try await page.readText(containing: "Draws: 0"))
                #expect(scores.contains("Ann (2)") && scores.contains("Bob (0)"), "\(scores)")
            }
        }
        await store.close()
    }

    /// The tree saved today is the bytes the server of 6f8e2b7 wrote for the same state.
    @Test func theSameStateIsSavedAsTheSameBytes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await openCopyOfTheFixture()
        let stored = try #require(try await store.takeOver(tokenHash: Self.tokenHash))
        await store.close()
        let app = TicTacToeApp.descriptor

        let tree = app.build()
        let problems = tree.launch(in: Window(), restoring: try app.readSavedState(stored.savedState))

        #expect(problems.isEmpty)
        #expect(String(decoding: try app.save(tree), as: UTF8.self) == String(decoding: stored.savedState, as: UTF8.self))
        #expect(stored.lastActivity == Self.lastActive)
    }

    // MARK: - Private

    /// The page's token, and its SHA-256, under which the fixture's row is stored.
    private nonisolated static let token = "2da3198ef00b1d48381530e47ab8bf79"
    private nonisolated static let tokenHash = "b32977af2ade95fcf0efb4a69b74f44a3e30ff7e061e79f9ffe63fc12a7a3652"

    /// When the page last played, as the row's `last_active_ms` says.
    private nonisolated static let lastActive = Date(timeIntervalSince1970: 1_796_577_764.809)

    /// Opens a copy of the fixture's store, in ``directory``: the server writes to it.
    private func openCopyOfTheFixture() async throws -> SQLSessionStore {
        let fixture = try #require(Bundle.module.url(forResource: "sessions", withExtension: "sqlite3", subdirectory: "Fixtures/StoreOf6f8e2b7"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("sessions.sqlite3"))
        return try await SQLSessionStore.openSQLite(directory: directory.path, logger: ServedApp.quietLogger)
    }
}

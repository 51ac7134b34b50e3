import Foundation
import Logging
import SQLSessionStore
import Testing
@testable import WebFrontEnd
import WebTesting

/// The page WebMeasure plays through: a message takes the socket's way to the session, and
/// what the session sends comes back as JSON.
@MainActor
struct InProcessPageTests {

    private static let login = [
        #"{"v":1,"type":"editText","field":"player1Name","text":"Ann"}"#,
        #"{"v":1,"type":"editText","field":"player2Name","text":"Bob"}"#,
        #"{"v":1,"type":"tapButton","id":"login"}"#,
    ]

    @Test func aPagePlayedInProcessIsAnsweredAsAWebSocketPageIs() async throws {
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(maxSessions: 2), logger: TestServer.quietLogger)
        let idle = try #require(await InProcessPage.open(on: registry))
        let playing = try #require(await InProcessPage.open(on: registry))

        for message in Self.login {
            #expect(await playing.send(message))
        }
        #expect(await playing.send("not json"), "answered with an error, the connection kept")
        #expect(await InProcessPage.open(on: registry) == nil, "two sessions at most")
        let greeting = await idle.close()
        let played = await playing.close()

        // A welcome and a screen each; then a screen per change of the form, and an error.
        #expect(greeting > 300)
        #expect(played > greeting + 3 * 300)
    }

    @Test func aStoredPagesMovesAreInTheStoreOnceAnswered() async throws {
        let directory = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, store: store)
        let page = try #require(await InProcessPage.open(on: registry))

        for message in Self.login {
            #expect(await page.send(message))
        }

        let stored = try await store.tokenHashes(lastActiveBefore: .distantFuture, limit: 10)
        #expect(stored.count == 1)
        _ = await page.close()
        await store.close()
    }
}

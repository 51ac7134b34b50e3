import Foundation
import SQLSessionStore
import TallyApp
import Testing
@testable import WebFrontEnd
import WebTesting

/// An app that is not TicTacToe (the tests' Tally: one `StateRestoring` interactor) served from
/// its descriptor with a SQLite store, with nothing of its own written for it: its sessions
/// come back after a restart, a saved state it cannot use is reported to the page, its links
/// are opened and refused in its own words.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct AnyAppSessionTests {

    private let directory = ServerProcess.temporaryDataDirectory()

    @Test func aSessionComesBackAfterARestartOnTheSameStore() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let token = try await serveTally { port in
            try await RawConnection.withConnection(port: port) { page -> String in
                _ = try await page.upgrade(port: port)
                let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
                #expect(try await page.readText(containing: "Count: 0") != nil)
                for _ in 0..<3 {
                    try await page.sendText(Self.add)
                }
                // Shown, so stored.
                #expect(try await page.readText(containing: "Count: 3") != nil)
                return try ServedApp.token(in: welcome)
            }
        }

        try await serveTally { port in
            try await RawConnection.withConnection(port: port) { page in
                _ = try await page.upgrade("/ws?session=\(token)", port: port)
                let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
                #expect(welcome.contains(#""resumed":true"#) && !welcome.contains("notResumed"), "\(welcome)")
                let screen = try #require(try await page.readText(containing: #""type":"screen""#))
                #expect(screen.contains("Count: 3"), "\(screen)")
                try await page.sendText(Self.add)
                #expect(try await page.readText(containing: "Count: 4") != nil)
            }
        }
    }

    /// A state saved by a newer version of the app: the page gets a new session and is told its
    /// earlier one could not be restored. One whose RIB's field no longer fits: the page keeps its
    /// session, that field afresh, and is told so.
    @Test(arguments: [
        (#"{"appVersion":2,"format":"RIBs saved tree","formatVersion":1,"root":{"state":{"count":5}}}"#,
         #""notResumed":"unreadable","notResumedMessage":"Your earlier session could not be restored; this is a new one.","resumed":false"#),
        (#"{"appVersion":1,"format":"RIBs saved tree","formatVersion":1,"root":{"state":{"count":"five"}}}"#,
         #""notResumed":"partlyRestored","notResumedMessage":"Part of your earlier session could not be restored and starts afresh; the rest is as you left it.","resumed":true"#),
    ])
    func aStoredStateTheAppCannotUseIsReportedToThePage(savedState: String, told: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let token = SessionToken.random()
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: ServedApp.quietLogger)
        _ = try await store.save([StoredSession(tokenHash: token.hashed, savedState: Data(savedState.utf8), lastActivity: Date(), ownerEpoch: 0)])
        await store.close()

        try await serveTally { port in
            try await RawConnection.withConnection(port: port) { page in
                _ = try await page.upgrade("/ws?session=\(token.text)", port: port)
                let welcome = try #require(try await page.readText(containing: #""type":"welcome""#))
                #expect(welcome.contains(told), "\(welcome)")
                let screen = try #require(try await page.readText(containing: #""type":"screen""#))
                #expect(screen.contains("Count: 0"), "\(screen)")
            }
        }
    }

    @Test func linksAreOpenedAndRefusedInTheAppsOwnWords() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await serveTally { port in
            try await RawConnection.withConnection(port: port) { page in
                _ = try await page.upgrade(port: port)
                #expect(try await page.readText(containing: "Count: 0") != nil)
                try await page.sendText(#"{"v":2,"type":"openLink","link":"tally://set?count=7"}"#)
                #expect(try await page.readText(containing: "Count: 7") != nil)
                #expect(try await page.readText(containing: #""type":"linkOpened""#) != nil)

                try await page.sendText(#"{"v":2,"type":"openLink","link":"tally://set?count=x"}"#)
                let refusal = try #require(try await page.readText(containing: #""type":"error""#))
                #expect(refusal.contains(#""code":"linkRefused""#), "\(refusal)")
                #expect(refusal.contains("Cannot open the link: Tally opens tally://set?count=N links only (N from 0 to 1000), not 'tally://set?count=x'"),
                        "\(refusal)")
            }
        }
    }

    // MARK: - Private

    /// What the page sends when its button is pressed.
    private static let add = #"{"v":2,"type":"tapButton","id":"add"}"#

    /// Serves Tally with its sessions in SQLite in ``directory``, as a server run there would,
    /// and closes the store once `body` is done.
    @discardableResult
    private func serveTally<Value: Sendable>(_ body: @escaping @Sendable (Int) async throws -> Value) async throws -> Value {
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: ServedApp.quietLogger)
        do {
            let value = try await ServedApp.serve(TallyApp.descriptor, on: store, body)
            await store.close()
            return value
        } catch {
            await store.close()
            throw error
        }
    }
}

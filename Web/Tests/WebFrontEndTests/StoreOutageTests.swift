import Foundation
import ScreenKit
import SQLSessionStore
import Synchronization
import Testing
@testable import WebFrontEnd
import WebTesting

/// A store that stops answering, and comes back: pages are told within the store's deadline and
/// play on in memory, new pages are told to come back shortly, and once the store answers again
/// every move a page was shown is stored, without another move, and its page is told.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct StoreOutageTests {

    private let time = ManualTime()
    private let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(600))
    /// Short, so that the tests do not wait long for what must pass it; beyond what a healthy
    /// local PostgreSQL takes on a busy machine (a slower answer would only make the server
    /// find the store failing, and answering again, once more).
    private let deadline = StoreDeadline(.seconds(2))
    /// What the servers and their pools logged, told when a test fails.
    private let log = RecordedLog()

    private let logInAndStart: [UserAction] = [
        .editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"),
        .tapButton(id: "login"), .tapButton(id: "startGame"),
    ]

    /// A server on `database`: its registry and its store.
    private func server(on database: PostgresServer) async throws -> (registry: SessionRegistry, store: SQLSessionStore) {
        let logger = log.logger(label: "server", level: .debug)
        let store = try await SQLSessionStore.openPostgres(url: database.url, deadline: deadline, logger: logger)
        let registry = SessionRegistry.ticTacToe(limits: limits, logger: logger, now: time.now, wallClock: time.date,
                                       store: store, storeDeadline: deadline)
        return (registry, store)
    }

    /// What the servers and their pools logged, and what `database` printed: why a store did
    /// not answer when it should have.
    private func account(of database: PostgresServer) -> String {
        "The servers logged:\n\(log.text)\nPostgreSQL printed:\n\(database.output)"
    }

    @Test func aPausedDatabaseIsToldToThePagesAndEveryMoveShownIsStoredOnceItAnswers() async throws {
        let database = try await PostgresServer.start()
        try await playThroughAnOutage(of: database, stop: { database.pause() }, restart: { database.resume() })
    }

    @Test func aStoppedDatabaseIsToldToThePagesAndEveryMoveShownIsStoredOnceItIsBack() async throws {
        let database = try await PostgresServer.start()
        try await playThroughAnOutage(of: database, stop: { try await database.stop() }, restart: { try await database.restart() })
    }

    /// Plays a game while `database` is stopped by `stop` and back after `restart`, and resumes
    /// it through another server once the first is gone, as after its node was killed.
    private func playThroughAnOutage(of database: PostgresServer, stop: () async throws -> Void, restart: () async throws -> Void) async throws {
        let (first, firstStore) = try await server(on: database)
        let page = SessionConnection()
        let session = try #require(await first.connect(resuming: nil, connection: page))
        await session.play(logInAndStart + [.tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1))], from: page, at: time.now())
        await first.flushSavedStates()
        try await waitUntil("the store did not answer before it was stopped\n\(account(of: database))") { first.isStoreAvailable == true }

        try await stop()
        // The move waits for the store no longer than its deadline: then the page is told, and
        // shown the move.
        await session.send(.action(.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0))), from: page, at: time.now())
        #expect(first.isStoreAvailable == false)
        #expect(!session.isHoldingMessages)
        // And the next is shown at once, held for nothing.
        await session.send(.action(.tapGridCell(grid: "board", at: GridPosition(row: 2, column: 2))), from: page, at: time.now())
        #expect(!session.isHoldingMessages)
        // A new page is told to come back shortly, rather than given a game nobody can keep.
        let newPage = SessionConnection()
        #expect(await first.connect(resuming: nil, connection: newPage) == nil)
        #expect(await sentMessages(on: newPage) == [.storageUnavailable])

        try await restart()
        try await waitUntil("the store was not found answering again\n\(account(of: database))") { first.isStoreAvailable == true }
        await first.flushSavedStates()
        page.finish()
        let sent = await sentMessages(on: page)
        let notices = sent.filter { $0 == .saveFailed || $0 == .saveRecovered(saved: 0) }
        #expect(notices.suffix(2) == [.saveFailed, .saveRecovered(saved: 0)], "\(sent)")
        guard case let .screen(shown, _)? = sent.last(where: { if case .screen = $0 { true } else { false } }) else {
            Issue.record("No screen sent: \(sent)")
            return
        }
        #expect(marks(on: shown.screen.grid("board")) == ["O", "X", "X"])

        // The first server is gone (its node killed); another brings the game back whole.
        await firstStore.close()
        let (second, secondStore) = try await server(on: database)
        let resumed = SessionConnection()
        let onSecond = try #require(await second.connect(resuming: session.token, connection: resumed))
        #expect(marks(on: onSecond.content?.screen.grid("board")) == ["O", "X", "X"])
        resumed.finish()
        await secondStore.close()
    }

    @Test func aPageResumingWhileTheDatabaseDoesNotAnswerKeepsItsGameForLater() async throws {
        let database = try await PostgresServer.start()
        let (first, firstStore) = try await server(on: database)
        let page = SessionConnection()
        let session = try #require(await first.connect(resuming: nil, connection: page))
        await session.play(logInAndStart + [.tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1))], from: page, at: time.now())
        await first.flushSavedStates()
        await firstStore.close()
        let (second, secondStore) = try await server(on: database)

        database.pause()
        let returning = SessionConnection()
        #expect(await second.connect(resuming: session.token, connection: returning) == nil)
        #expect(await sentMessages(on: returning) == [.storageUnavailable])
        #expect(second.isStoreAvailable == false)

        database.resume()
        // With nothing to write, the server asks the store whether it answers.
        try await waitUntil("the store was not found answering again\n\(account(of: database))") { second.isStoreAvailable == true }
        let again = SessionConnection()
        let onSecond = try #require(await second.connect(resuming: session.token, connection: again))
        #expect(marks(on: onSecond.content?.screen.grid("board")) == ["X"])
        again.finish()
        await secondStore.close()
    }
}

/// The deadline itself: a late answer is not waited for.
struct StoreDeadlineTests {

    @Test func aReadPastItsDeadlineFailsAndIsCancelled() async throws {
        let cancelled = Mutex(false)
        await #expect(throws: StoreDeadlinePassed(deadline: .milliseconds(50))) {
            try await StoreDeadline(.milliseconds(50)).run {
                // Answers in an hour, unless cancelled.
                do {
                    try await Task.sleep(for: .seconds(3_600))
                } catch {
                    cancelled.withLock { $0 = true }
                }
            }
        }
        try await waitUntil("the late read was not cancelled") { cancelled.withLock { $0 } }
    }

    @Test func aWritePastItsDeadlineFailsAndRunsOnToItsEnd() async throws {
        let gate = AsyncStream<Void>.makeStream()
        let ended = Mutex(false)
        await #expect(throws: StoreDeadlinePassed(deadline: .milliseconds(50))) {
            try await StoreDeadline(.milliseconds(50)).run(cancelsLateOperation: false) {
                for await _ in gate.stream {}
                #expect(!Task.isCancelled)
                ended.withLock { $0 = true }
            }
        }
        #expect(!ended.withLock { $0 })
        gate.continuation.finish()
        try await waitUntil("the late write did not end") { ended.withLock { $0 } }
    }

    @Test func anAnswerInTimeIsReturned() async throws {
        #expect(try await StoreDeadline(.seconds(60)).run { 42 } == 42)
    }
}

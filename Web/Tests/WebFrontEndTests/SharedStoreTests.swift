import Foundation
import ScreenKit
import SQLSessionStore
import Testing
@testable import WebFrontEnd
import WebTesting

/// Two servers on one PostgreSQL database, as two registries in one process, each with a store
/// of its own: any server resumes any session, one server runs it at a time, and the one that
/// lost it lets go without losing a move or applying one twice.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct SharedStoreTests {

    private let time = ManualTime()
    private let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(600))

    /// A server on `backend`: its registry and its store; it counts in `metrics`, if given.
    private func server(on backend: StoreBackend, metrics: WebMetrics? = nil) async throws -> (registry: SessionRegistry, store: SQLSessionStore) {
        let store = try await backend.open()
        let registry = SessionRegistry.ticTacToe(limits: limits, logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                       store: store, storeDeadline: .beyondABusyMachine, metrics: metrics?.server ?? .disabled)
        return (registry, store)
    }

    /// Sends `move` from `page` to a server that another may have taken the session from: the
    /// session admits it, or has let go already if the take-over's notice came first.
    private func play(_ move: UserAction, on session: WebSession, from page: SessionConnection) async {
        let admission = await session.receive(.success(.action(move)), from: page, at: time.now())
        #expect(admission == .admitted || admission == .notTheSessionsPage)
    }

    private let logInAndStart: [UserAction] = [
        .editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"),
        .tapButton(id: "login"), .tapButton(id: "startGame"),
    ]

    @Test func aPageThatMovesToAnotherServerTakesItsGameAndTheFirstServerLetsGo() async throws {
        let backend = try await StoreBackend.make(.postgres)
        let (first, firstStore) = try await server(on: backend)
        let (second, secondStore) = try await server(on: backend)
        let oldPage = SessionConnection()
        let onFirst = try #require(await first.connect(resuming: nil, connection: oldPage))
        await onFirst.play(logInAndStart + [.tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1))], from: oldPage, at: time.now())
        await first.flushSavedStates()

        // The page reconnects through the other server: same game.
        let newPage = SessionConnection()
        let onSecond = try #require(await second.connect(resuming: onFirst.token, connection: newPage))
        #expect(marks(on: onSecond.content?.screen.grid("board")) == ["X"])

        // A move reaching the first server now is refused by the store: never shown there, never
        // stored, and the first server lets the session go.
        await play(.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)), on: onFirst, from: oldPage)
        await first.flushSavedStates()
        let toOldPage = await sentMessages(on: oldPage)
        #expect(toOldPage.last == .openedElsewhere, "\(toOldPage.suffix(2))")
        #expect(!toOldPage.contains { message in
            guard case let .screen(content, _) = message else { return false }
            return marks(on: content.screen.grid("board")) == ["O", "X"]
        })
        #expect(first.sessionCount == 0)

        // The second server goes on with the game as the page saw it.
        await onSecond.play([.tapGridCell(grid: "board", at: GridPosition(row: 2, column: 2))], from: newPage, at: time.now())
        await second.flushSavedStates()
        newPage.finish()
        let stored = try #require(try await secondStore.takeOver(tokenHash: onFirst.tokenHash))
        #expect(String(decoding: stored.savedState, as: UTF8.self).contains(#""moves":[5,9]"#), "\(String(decoding: stored.savedState, as: UTF8.self))")
        await firstStore.close()
        await secondStore.close()
    }

    @Test func aPageBackOnAServerThatStillHoldsAnOldCopyGetsTheGameAsTheOtherServerLeftIt() async throws {
        let backend = try await StoreBackend.make(.postgres)
        let (first, firstStore) = try await server(on: backend)
        let (second, secondStore) = try await server(on: backend)
        let firstPage = SessionConnection()
        let onFirst = try #require(await first.connect(resuming: nil, connection: firstPage))
        await onFirst.play(logInAndStart + [.tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1))], from: firstPage, at: time.now())
        await first.flushSavedStates()
        let secondPage = SessionConnection()
        let onSecond = try #require(await second.connect(resuming: onFirst.token, connection: secondPage))
        await onSecond.play([.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0))], from: secondPage, at: time.now())
        await second.flushSavedStates()

        // Back on the first server, which still holds the game of one move.
        let page = SessionConnection()
        let resumed = try #require(await first.connect(resuming: onFirst.token, connection: page))

        #expect(resumed !== onFirst)
        #expect(marks(on: resumed.content?.screen.grid("board")) == ["O", "X"])
        // And the second server lets go at its next save.
        await play(.tapGridCell(grid: "board", at: GridPosition(row: 2, column: 2)), on: onSecond, from: secondPage)
        await second.flushSavedStates()
        #expect(second.sessionCount == 0)
        page.finish()
        await firstStore.close()
        await secondStore.close()
    }

    @Test func twoServersResumingOneSessionAtOnceLeaveItOnExactlyOne() async throws {
        let backend = try await StoreBackend.make(.postgres)
        let (first, firstStore) = try await server(on: backend)
        let (second, secondStore) = try await server(on: backend)
        let (starter, starterStore) = try await server(on: backend)
        let starterPage = SessionConnection()
        let started = try #require(await starter.connect(resuming: nil, connection: starterPage))
        await started.play(logInAndStart, from: starterPage, at: time.now())
        await starter.flushSavedStates()
        let token = started.token

        // Two pages with the token, one on each server, at once; each plays a different move.
        let (pageA, pageB) = (SessionConnection(), SessionConnection())
        async let onFirst = first.connect(resuming: token, connection: pageA)
        async let onSecond = second.connect(resuming: token, connection: pageB)
        let (a, b) = (try #require(await onFirst), try #require(await onSecond))
        await play(.tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)), on: a, from: pageA)
        await play(.tapGridCell(grid: "board", at: GridPosition(row: 2, column: 2)), on: b, from: pageB)
        await first.flushSavedStates()
        await second.flushSavedStates()

        #expect(first.sessionCount + second.sessionCount == 1)
        let winner = first.sessionCount == 1 ? a : b
        let stored = try #require(try await firstStore.takeOver(tokenHash: started.tokenHash))
        let expectedMove = winner === a ? "[1]" : "[9]"
        #expect(String(decoding: stored.savedState, as: UTF8.self).contains(#""moves":\#(expectedMove)"#), "\(String(decoding: stored.savedState, as: UTF8.self))")
        await firstStore.close()
        await secondStore.close()
        await starterStore.close()
    }

    @Test func aServerLetsASessionGoAsSoonAsAnotherTakesItOver() async throws {
        let backend = try await StoreBackend.make(.postgres)
        let (firstMetrics, secondMetrics) = (WebMetrics(), WebMetrics())
        let (first, firstStore) = try await server(on: backend, metrics: firstMetrics)
        let (second, secondStore) = try await server(on: backend, metrics: secondMetrics)
        let oldPage = SessionConnection()
        let onFirst = try #require(await first.connect(resuming: nil, connection: oldPage))
        await onFirst.play(logInAndStart, from: oldPage, at: time.now())
        await first.flushSavedStates()
        MetricsTests.expect(firstMetrics, ["ribs_web_sessions": 1, "ribs_web_sessions_taken_over_total": 0])

        let newPage = SessionConnection()
        _ = try #require(await second.connect(resuming: onFirst.token, connection: newPage))

        // No move on the first server: the announcement alone lets the session go there.
        try await waitUntil("the first server kept the session") { first.sessionCount == 0 }
        #expect(await sentMessages(on: oldPage).last == .openedElsewhere)
        #expect(second.sessionCount == 1)
        MetricsTests.expect(firstMetrics, ["ribs_web_sessions": 0, "ribs_web_sessions_taken_over_total": 1])
        MetricsTests.expect(secondMetrics, ["ribs_web_sessions": 1, "ribs_web_sessions_restored_total": 1,
                                            "ribs_web_sessions_taken_over_total": 0])
        newPage.finish()
        await firstStore.close()
        await secondStore.close()
    }
}

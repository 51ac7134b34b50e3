import Foundation
import ScreenKit
import SessionTrace
import SQLSessionStore
import Testing
import TicTacToe
@testable import WebFrontEnd
import WebTesting

/// The trace a page downloads (`getTrace`): the session from its launch, in the format the
/// terminal game replays.
@Suite(.timeLimit(.minutes(2)))
struct SessionTraceTests {

    @Test func aPageGetsItsSessionsTraceWhichReplaysThroughANewTree() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            _ = try await page.logIn("Ann", "Bob")
            _ = try await page.play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
            _ = try await page.closeResult()
            try await page.send(#"{"v":2,"type":"getTrace"}"#)

            let message = try await page.next()
            #expect(message.type == "trace")
            #expect(message.cut == false)
            let text = try #require(message.trace)
            let trace = try Trace(reading: Data(text.utf8), app: "TicTacToe")
            let outcome = await Self.replay(trace)
            guard case let .matched(inputs, _, content) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            // Two names, Login, Start Game, five cells and the result closed.
            #expect(inputs == 10)
            #expect(content?.screen.visibleTexts.contains("Ann (1)") == true)
        }
    }

    /// Asking for the trace is no action: the session stays as it was, not worth resuming.
    @Test func askingForTheTraceChangesNothing() async throws {
        try await TestServer.withPage { page in
            try await page.skipWelcomeAndFirstScreen()
            try await page.send(#"{"v":2,"type":"getTrace"}"#)
            let first = try #require(try await page.next().trace)
            try await page.send(#"{"v":2,"type":"getTrace"}"#)
            #expect(try await page.next().trace == first)
            #expect(first.split(separator: "\n").count == 3, "the header, the tree and the login screen: \(first)")
        }
    }

    @MainActor
    @Test func aRestoredSessionSaysItHasNoTraceFromTheStart() async throws {
        let directory = ServerProcess.temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let time = ManualTime()
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        func registry() -> SessionRegistry {
            SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, now: time.now, wallClock: time.date, store: store)
        }
        let before = registry()
        let firstPage = SessionConnection()
        let first = try #require(await before.connect(resuming: nil, connection: firstPage))
        await first.send(.action(.editText(field: "player1Name", text: "Ann")), from: firstPage, at: time.now())
        await before.flushSavedStates()

        let connection = SessionConnection()
        let restored = try #require(await registry().connect(resuming: first.token, connection: connection))
        await restored.send(.getTrace, from: connection, at: time.now())
        connection.finish()

        #expect(await sentMessages(on: connection).last == .error(.traceUnavailable(
            "This session was restored after the server restarted, so its trace would not start at the beginning.")))
        await store.close()
    }

    /// Once its log is full, a session stops recording, and what was kept is still there.
    @MainActor
    @Test func aSessionWhoseTraceIsFullStopsRecordingIt() async throws {
        let time = ManualTime()
        // Games as fast as a page can send them, for as many as the log takes.
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(messagesPerSecond: 100_000), logger: TestServer.quietLogger, now: time.now)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: connection))
        await session.play([.editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"), .tapButton(id: "login")],
                           from: connection, at: time.now())
        #expect(session.isRecordingTrace)

        var games = 0
        while session.isRecordingTrace, games < SessionTraceLog.maxEntries {
            await session.play([.tapButton(id: "startGame"), .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 0)),
                                .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 1)), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1)), .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 2)),
                                .chooseAlertAction(index: 0)],
                               from: connection, at: time.now())
            games += 1
        }

        #expect(!session.isRecordingTrace)
        // A few dozen games fill it (about 45 entries each).
        #expect(games > 10 && games < 100, "\(games) games")
        await session.send(.getTrace, from: connection, at: time.now())
        // Written off the main actor, the trace comes after what the games sent.
        var trace: WrittenTrace?
        while trace == nil, let message = await nextMessage(on: connection) {
            if case let .trace(written) = message {
                trace = written
            }
        }
        let written = try #require(trace, "No trace sent")
        #expect(written.isCut)
        #expect(try written.text.split(separator: "\n").count > SessionTraceLog.maxEntries)
    }

    /// Recording stops before the input that would pass the limit, so that what is kept
    /// replays: it ends with what followed an input, never with the input alone.
    @MainActor
    @Test func theLogStopsAtAnInputOnceFull() throws {
        let log = SessionTraceLog()
        let screen = TraceEntry.screen(ScreenSummary(title: "T", texts: []))
        log.append(screen)
        while log.entries.count < SessionTraceLog.maxEntries {
            log.append(.input(.action(.tapButton(id: "b")), milliseconds: 0))
            log.append(screen)
        }
        log.append(.input(.action(.tapButton(id: "b")), milliseconds: 0))
        log.append(screen)

        #expect(log.isCut)
        #expect(log.entries.count == SessionTraceLog.maxEntries + 1)
        #expect(log.entries.last == screen)
        #expect(try Trace(reading: Data(try log.snapshot(app: "T").text().utf8), app: "T").entries.count == log.entries.count)
    }

    /// Long texts fill the log by size before its count: 4 KB names take it to its bytes.
    @MainActor
    @Test func theLogStopsAtAnInputOnceItHoldsItsBytes() throws {
        let log = SessionTraceLog()
        let name = String(repeating: "n", count: 4_000)
        var inputs = 0
        while !log.isCut {
            log.append(.input(.action(.editText(field: "player1Name", text: name)), milliseconds: 0))
            log.append(.screen(ScreenSummary(title: "T", texts: [name])))
            inputs += 1
        }

        #expect(inputs < SessionTraceLog.maxEntries / 2)
        let text = try log.snapshot(app: "T").text()
        #expect(text.utf8.count <= SessionTraceLog.maxBytes + 8_500, "within a step of the bound")
        #expect(text.utf8.count > SessionTraceLog.maxBytes / 2)
    }

    @MainActor
    private static func replay(_ trace: Trace) -> TraceReplay.Outcome {
        TraceReplay.replay(trace, through: TicTacToeApp.descriptor.build())
    }
}

import Foundation
import ScreenKit
import SessionTrace
import Synchronization
import Testing
import TicTacToe
@testable import WebFrontEnd
import WebTesting

/// How a page's trace download is written: off the main actor, one at a time for a session, a
/// few at a time for the server, and as it was before it was written there.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct SessionTraceDownloadTests {

    @Test func aPageAskingAgainBeforeItsTraceComesIsToldItIsBeingPrepared() async throws {
        let jobs = HeldJobs()
        let (session, connection) = try await Self.session(writingOn: TraceWritingQueue(runner: jobs.hold))

        await session.send(.getTrace, from: connection, at: .now)
        await session.send(.getTrace, from: connection, at: .now)

        try #require(jobs.count == 1, "the second request is not written too")
        #expect(await nextMessage(on: connection) == .error(.traceBeingWritten))
        jobs.runAll()
        guard case let .trace(trace)? = await nextMessage(on: connection) else {
            Issue.record("No trace sent")
            return
        }
        #expect(try trace.text.split(separator: "\n").count == 3, "the header, the tree and the login screen")
        // Written, the trace may be asked for again.
        await session.play([.editText(field: "player1Name", text: "Ann")], from: connection, at: .now)
        await session.send(.getTrace, from: connection, at: .now)
        #expect(jobs.count == 1)
    }

    @Test func aTraceThatHasNotChangedIsNotWrittenAgain() async throws {
        let jobs = HeldJobs()
        let (session, connection) = try await Self.session(writingOn: TraceWritingQueue(runner: jobs.hold))
        await session.send(.getTrace, from: connection, at: .now)
        jobs.runAll()
        let first = try #require(await nextMessage(on: connection))

        await session.send(.getTrace, from: connection, at: .now)

        #expect(jobs.count == 0)
        #expect(await nextMessage(on: connection) == first)
        // Once the trace changes, it is written again.
        await session.play([.editText(field: "player1Name", text: "Ann")], from: connection, at: .now)
        #expect(await nextMessage(on: connection)?.isScreen == true)
        await session.send(.getTrace, from: connection, at: .now)
        #expect(jobs.count == 1)
        jobs.runAll()
        guard case let .trace(trace)? = await nextMessage(on: connection) else {
            Issue.record("No trace sent")
            return
        }
        #expect(try trace.text.contains(#""text":"Ann""#))
    }

    @Test func theServerTakesAtMostItsNumberOfTracesAtOnce() async throws {
        let jobs = HeldJobs()
        let queue = TraceWritingQueue(maxTraces: 2, runner: jobs.hold)
        var pages: [(WebSession, SessionConnection)] = []
        for _ in 0..<3 {
            pages.append(try await Self.session(writingOn: queue))
        }

        for (session, connection) in pages {
            await session.send(.getTrace, from: connection, at: .now)
        }

        try #require(jobs.count == 2, "the third trace is not taken")
        let (third, thirdPage) = pages[2]
        #expect(await nextMessage(on: thirdPage) == .error(.tracesBusy))
        // Once those are written, the third page's next request is taken.
        jobs.runAll()
        for (_, connection) in pages.prefix(2) {
            #expect(await nextMessage(on: connection)?.isTrace == true)
        }
        await third.send(.getTrace, from: thirdPage, at: .now)
        #expect(jobs.count == 1)
        jobs.runAll()
        #expect(await nextMessage(on: thirdPage)?.isTrace == true)
    }

    /// A trace written after its page was displaced (a reload, another tab) goes to neither page.
    @Test func aTraceWrittenAfterItsPageWasDisplacedIsNotSent() async throws {
        let jobs = HeldJobs()
        let (session, first) = try await Self.session(writingOn: TraceWritingQueue(runner: jobs.hold))
        await session.send(.getTrace, from: first, at: .now)
        let second = SessionConnection()
        session.attach(second, resumed: true, idleTimeout: .seconds(60), now: .now)
        #expect(await nextMessage(on: second)?.isWelcome == true)
        #expect(await nextMessage(on: second)?.isScreen == true)

        jobs.runAll()
        await session.play([.editText(field: "player1Name", text: "Ann")], from: second, at: .now)

        #expect(await nextMessage(on: second)?.isScreen == true, "the screen, not the first page's trace")
        #expect(await sentMessages(on: first) == [.openedElsewhere])
    }

    /// What a page downloads is what the server sent before traces were written off the main
    /// actor: the text as `SessionTraceLog` wrote it, in the message as `ServerMessage` wrote it
    /// (which is `JSONEncoder`'s, keys sorted).
    @Test func aTraceIsWrittenByteForByteAsBefore() throws {
        let log = SessionTraceLog()
        for entry in Self.entriesToEscape {
            log.append(entry)
        }
        for isCut in [false, true] {
            let snapshot = SessionTraceSnapshot(app: "Tic\"Tac\\Toe", entries: log.entries, isCut: isCut)
            let before = try Self.messageAsBefore(app: snapshot.app, entries: snapshot.entries, isCut: isCut)
            #expect(snapshot.message().json == before)
        }
    }

    /// A whole TicTacToe session's trace, as a page gets it, is the one written as before from
    /// the same entries.
    @Test func aSessionsTraceIsWrittenByteForByteAsBefore() async throws {
        let (session, connection) = try await Self.session(writingOn: TraceWritingQueue())
        await session.play([.editText(field: "player1Name", text: "Ann \"the\" \\ 1\n"), .editText(field: "player2Name", text: "Bøb 🎲"),
                            .tapButton(id: "login"), .tapButton(id: "startGame"), .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0)),
                            .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0))],
                           from: connection, at: .now)
        await session.send(.getTrace, from: connection, at: .now)
        var trace: WrittenTrace?
        while trace == nil, let message = await nextMessage(on: connection) {
            if case let .trace(written) = message {
                trace = written
            }
        }
        let written = try #require(trace)
        let entries = try Trace(reading: Data(try written.text.utf8), app: "TicTacToe").entries.map(\.entry)

        #expect(entries.count > 10)
        #expect(ServerMessage.trace(written).json == (try Self.messageAsBefore(app: "TicTacToe", entries: entries, isCut: false)))
    }

    /// A queue as every session shares writes on a thread of its own, not the one that asks
    /// (the main actor's).
    @Test func theQueueWritesOnAThreadOfItsOwn() async {
        let snapshot = SessionTraceSnapshot(app: "T", entries: Self.entriesToEscape, isCut: false)
        let asking = pthread_self()
        let (writing, isTaken) = await withCheckedContinuation { continuation in
            let isTaken = TraceWritingQueue().write(snapshot) { _ in
                continuation.resume(returning: (pthread_self(), true))
            }
            if !isTaken {
                continuation.resume(returning: (asking, false))
            }
        }
        #expect(isTaken)
        #expect(pthread_equal(writing, asking) == 0)
    }

    // MARK: - Private

    /// Entries whose texts JSON must escape: quotes, backslashes, newlines, controls, non-ASCII.
    private static let entriesToEscape: [TraceEntry] = [
        .event(TraceEvent(kind: "attached", router: "Logged\"Out\"Router", parent: "RootRouter")),
        .screen(ScreenSummary(title: "TicTacToe", texts: ["Who is playing?", "a \"quote\"", "back\\slash", "tab\tand\nnewline"])),
        .input(.action(.editText(field: "player1Name", text: "Ann \u{1} \u{1F} é 🎲 </script>")), milliseconds: 12),
        .rejected("That can't be used right now."),
        .input(.link("tictactoe://game?mode=\"x\""), milliseconds: 40),
        .screen(ScreenSummary(title: "T", texts: [String(repeating: "long line ", count: 400)])),
    ]

    /// The message as the server wrote it before: `SessionTraceLog.text(app:)`'s lines, and
    /// `ServerMessage.trace`'s fields, whose JSON is `JSONEncoder`'s with sorted keys.
    private static func messageAsBefore(app: String, entries: [TraceEntry], isCut: Bool) throws -> String {
        var writer = try TraceWriter(header: TraceHeader(app: app))
        var lines = [writer.headerLine]
        for entry in entries {
            lines.append(try writer.line(for: entry))
        }
        let text = lines.joined(separator: "\n") + "\n"
        struct TraceMessage: Encodable {
            let cut: Bool
            let trace: String
            let type = "trace"
            let v = MessageFormat.version
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(TraceMessage(cut: isCut, trace: text)), as: UTF8.self)
    }

    /// A new TicTacToe session whose traces are written on `queue`, its page attached and past
    /// the welcome and the first screen.
    private static func session(writingOn queue: TraceWritingQueue) async throws -> (WebSession, SessionConnection) {
        let session = WebSession(token: .random(), logID: "t", logger: TestServer.quietLogger, messagesPerSecond: 1_000, now: .now,
                                 traceWritingQueue: queue) { window, savedState in
            LaunchedApp(launching: TicTacToeApp.descriptor, in: window, restoring: savedState, actionObserver: nil)
        }
        let connection = SessionConnection()
        session.attach(connection, resumed: false, idleTimeout: .seconds(60), now: .now)
        try #require(await nextMessage(on: connection)?.isWelcome == true)
        try #require(await nextMessage(on: connection)?.isScreen == true)
        return (session, connection)
    }
}

/// A runner for ``TraceWritingQueue`` that holds the traces to write until the test runs them.
private final class HeldJobs: Sendable {

    /// How many are held.
    var count: Int {
        jobs.withLock { $0.count }
    }

    /// Holds `job`.
    func hold(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
    }

    /// Runs the jobs held, in order, and lets them go.
    func runAll() {
        for job in jobs.withLock({ jobs in defer { jobs.removeAll() }; return jobs }) {
            job()
        }
    }

    private let jobs = Mutex<[@Sendable () -> Void]>([])
}

private extension ServerMessage {

    var isWelcome: Bool {
        if case .welcome = self { true } else { false }
    }

    var isScreen: Bool {
        if case .screen = self { true } else { false }
    }

    var isTrace: Bool {
        if case .trace = self { true } else { false }
    }
}

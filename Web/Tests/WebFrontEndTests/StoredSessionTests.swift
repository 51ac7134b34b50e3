import Foundation
import Logging
import ScreenKit
import SQLSessionStore
import Synchronization
import Testing
@testable import WebFrontEnd
import WebTesting

/// Sessions that outlive their registry: stored in SQLite, brought back by a registry made
/// later on the same store, as after a restart.
@MainActor
struct StoredSessionTests {

    private let directory = ServerProcess.temporaryDataDirectory()
    private let time = ManualTime()
    private let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(60))

    private func makeRegistry(store: any SessionStore) -> SessionRegistry {
        SessionRegistry.ticTacToe(limits: limits, logger: TestServer.quietLogger, now: time.now, wallClock: time.date, store: store)
    }

    /// A registry on `store` with a session whose page logged in, started a game and played
    /// two moves, stored.
    private func playedGame(on store: any SessionStore) async throws -> (registry: SessionRegistry, session: WebSession,
                                                                         page: SessionConnection) {
        let registry = makeRegistry(store: store)
        let page = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: page))
        await playSomeMoves(on: session, from: page)
        await registry.flushSavedStates()
        return (registry, session, page)
    }

    /// Logs in Ann and Bob, starts a game and plays the centre and a corner.
    private func playSomeMoves(on session: WebSession, from page: SessionConnection) async {
        await session.play([.editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"),
                            .tapButton(id: "login"), .tapButton(id: "startGame"), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1)), .tapGridCell(grid: "board", at: GridPosition(row: 0, column: 0))],
                           from: page, at: time.now())
    }

    @Test func aSessionComesBackAfterARestartWithItsBoard() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let token: SessionToken
        let shownBeforeTheRestart: WindowContent?
        do {
            let before = makeRegistry(store: store)
            let page = SessionConnection()
            let session = try #require(await before.connect(resuming: nil, connection: page))
            await playSomeMoves(on: session, from: page)
            await before.flushSavedStates()
            token = session.token
            shownBeforeTheRestart = session.content
        }

        let after = makeRegistry(store: store)
        let connection = SessionConnection()
        let session = try #require(await after.connect(resuming: token, connection: connection))
        connection.finish()

        let sent = await sentMessages(on: connection)
        let (resumed, notResumed) = try #require(Self.welcome(in: sent), "No welcome: \(sent)")
        #expect(resumed)
        #expect(notResumed == nil)
        guard case let .screen(shownAfterTheRestart, _)? = sent.dropFirst().first else {
            Issue.record("No screen after the welcome: \(sent)")
            return
        }
        #expect(shownAfterTheRestart == shownBeforeTheRestart)
        #expect(marks(on: Self.content(of: session)?.screen.grid("board")) == ["O", "X"])
        await store.close()
    }

    @Test func aSessionIdlePastTheTimeoutAcrossARestartIsForgottenAndThePageTold() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let (_, session, _) = try await playedGame(on: store)

        time.advance(by: .seconds(61))
        let after = makeRegistry(store: store)
        let connection = SessionConnection()
        let newSession = try #require(await after.connect(resuming: session.token, connection: connection))
        connection.finish()

        #expect(newSession.token != session.token)
        let (resumed, notResumed) = try #require(Self.welcome(in: await sentMessages(on: connection)))
        #expect(!resumed)
        #expect(notResumed == .expired)
        #expect(try await store.ownerEpoch(tokenHash: session.token.hashed) == nil)
        await store.close()
    }

    @Test func aPageComingBackCountsAsActivityAcrossTheNextRestart() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let (_, session, _) = try await playedGame(on: store)

        // Back after 50 s of the 60 s timeout, then gone again: a restart 50 s later still
        // finds the game, 100 s after its last move.
        time.advance(by: .seconds(50))
        let second = makeRegistry(store: store)
        _ = try #require(await second.connect(resuming: session.token, connection: SessionConnection()))
        await second.flushSavedStates()
        time.advance(by: .seconds(50))
        let third = makeRegistry(store: store)
        let connection = SessionConnection()
        _ = try #require(await third.connect(resuming: session.token, connection: connection))
        connection.finish()

        let (resumed, notResumed) = try #require(Self.welcome(in: await sentMessages(on: connection)))
        #expect(resumed)
        #expect(notResumed == nil)
        await store.close()
    }

    @Test func aTokenTheStoreDoesNotKnowGetsANewGameAndIsToldSo() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let registry = makeRegistry(store: store)
        let connection = SessionConnection()

        _ = try #require(await registry.connect(resuming: SessionToken(parsing: String(repeating: "ab", count: 16)[...]), connection: connection))
        connection.finish()

        let (resumed, notResumed) = try #require(Self.welcome(in: await sentMessages(on: connection)))
        #expect(!resumed)
        #expect(notResumed == .unknown)
        await store.close()
    }

    @Test func theStoreKeepsTheTokensHashNeverTheToken() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let (_, session, _) = try await playedGame(on: store)
        await store.close()

        let file = try Data(contentsOf: directory.appendingPathComponent("sessions.sqlite3"))
            + ((try? Data(contentsOf: directory.appendingPathComponent("sessions.sqlite3-wal"))) ?? Data())
        #expect(file.range(of: Data(session.token.text.utf8)) == nil)
        #expect(file.range(of: Data(session.token.hashed.utf8)) != nil)
    }

    @Test func aMoveIsShownOnlyOnceItsStateIsStored() async throws {
        let store = GatedStore()
        let registry = makeRegistry(store: store)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: connection))
        // The connection's activity has nothing to store yet; its writer is done once flushed.
        await registry.flushSavedStates()

        let typing = Task { await session.send(.action(.editText(field: "player1Name", text: "Ann")), from: connection, at: time.now()) }
        await store.waitUntilASaveWaits()
        #expect(session.isHoldingMessages)
        // Sent straight to the connection: everything the session sends from now on comes after.
        connection.send(.linkOpened)
        store.open()
        await typing.value
        #expect(!session.isHoldingMessages)
        connection.finish()

        let sent = await sentMessages(on: connection)
        #expect(sent.count == 4, "\(sent)")
        #expect(sent[2] == .linkOpened)
        guard case let .screen(content, _) = sent[3] else {
            Issue.record("Expected the new screen last: \(sent)")
            return
        }
        #expect(content.screen.textFields.first?.text == "Ann")
        #expect(store.savedCount == 1)
    }

    @Test func changesOfSessionsMadeWhileABatchIsWrittenGoTogetherInTheNext() async throws {
        let store = GatedStore()
        let registry = makeRegistry(store: store)
        var pages: [(session: WebSession, connection: SessionConnection)] = []
        for _ in 0..<5 {
            let connection = SessionConnection()
            pages.append((try #require(await registry.connect(resuming: nil, connection: connection)), connection))
        }
        await registry.flushSavedStates()
        let typing = ClientMessage.action(.editText(field: "player1Name", text: "Ann"))

        // The first page's task writes its save, and waits at the gate; the others' saves wait
        // for that writer, and their pages are answered once they are stored.
        let first = Task { [pages, time] in await pages[0].session.send(typing, from: pages[0].connection, at: time.now()) }
        await store.waitUntilASaveWaits()
        for (session, connection) in pages.dropFirst() {
            await session.send(typing, from: connection, at: time.now())
        }
        #expect(pages.allSatisfy { $0.session.isHoldingMessages })
        store.open()
        await first.value
        await registry.flushSavedStates()

        #expect(store.savedCount == 5)
        #expect(store.batchSizes == [1, 4], "\(store.batchSizes)")
        #expect(!pages.contains { $0.session.isHoldingMessages })
    }

    @Test func theTaskThatBringsAMessageWritesTheSavesItCaused() async throws {
        let store = GatedStore()
        store.open()
        let registry = makeRegistry(store: store)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: connection))
        await registry.flushSavedStates()

        // A writer task of the queue's own would not see the task-local value.
        await SavingTask.$name.withValue("the page's") {
            await session.send(.action(.editText(field: "player1Name", text: "Ann")), from: connection, at: time.now())
        }

        #expect(store.savingTasks == ["the page's"])
        #expect(!session.isHoldingMessages)
    }

    @Test func aMessageWhileAWriterIsAtWorkLeavesItsSavesToThatWriter() async throws {
        let store = GatedStore()
        let registry = makeRegistry(store: store)
        let (firstPage, secondPage) = (SessionConnection(), SessionConnection())
        let first = try #require(await registry.connect(resuming: nil, connection: firstPage))
        let second = try #require(await registry.connect(resuming: nil, connection: secondPage))
        // The connections' activity has nothing to store yet; its writer is done once flushed.
        await registry.flushSavedStates()
        let typing = ClientMessage.action(.editText(field: "player1Name", text: "Ann"))

        let writing = Task { [time] in
            await SavingTask.$name.withValue("first") {
                await first.send(typing, from: firstPage, at: time.now())
            }
        }
        await store.waitUntilASaveWaits()
        // Answered at once: its save waits for the first page's writer, which takes it next.
        await SavingTask.$name.withValue("second") {
            await second.send(typing, from: secondPage, at: time.now())
        }

        #expect(second.isHoldingMessages)
        store.open()
        await writing.value
        #expect(store.savedCount == 2)
        #expect(store.savingTasks == ["first", "first"])
        #expect(!first.isHoldingMessages && !second.isHoldingMessages)
    }

    @Test func aStoreThatFailsIsToldToThePageOnceAndTheGameGoesOn() async throws {
        let store = GatedStore(failing: true)
        store.open()
        let registry = makeRegistry(store: store)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: connection))

        await playSomeMoves(on: session, from: connection)
        await registry.flushSavedStates()
        connection.finish()

        let sent = await sentMessages(on: connection)
        #expect(sent.filter { $0 == .saveFailed }.count == 1, "\(sent)")
        #expect(marks(on: Self.content(of: session)?.screen.grid("board")) == ["O", "X"])
        guard case let .screen(last, _)? = sent.last else {
            Issue.record("Expected the board last: \(sent)")
            return
        }
        #expect(marks(on: last.screen.grid("board")) == ["O", "X"])
    }

    /// What can become of the store's file under a running server.
    enum FileMishap: String, CaseIterable, CustomTestStringConvertible {
        case removed
        case replaced

        var testDescription: String {
            rawValue
        }
    }

    @Test(arguments: FileMishap.allCases)
    func aStoreFileRemovedOrReplacedMidGameIsToldThenMadeAnewWithEveryMoveShown(_ mishap: FileMishap) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let (registry, session, page) = try await playedGame(on: store)

        let file = directory.appendingPathComponent("sessions.sqlite3")
        switch mishap {
        case .removed:
            try FileManager.default.removeItem(at: file)
        case .replaced:
            // A copy in its place, as a restore from a backup would leave: another file.
            let copy = directory.appendingPathComponent("copy")
            try FileManager.default.copyItem(at: file, to: copy)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.moveItem(at: copy, to: file)
        }
        await session.send(.action(.tapGridCell(grid: "board", at: GridPosition(row: 2, column: 2))), from: page, at: time.now())
        let wasAvailable = registry.isStoreAvailable
        // The file made anew, every session is saved in it again.
        try await waitUntil("the store was not made anew") { registry.isStoreAvailable == true }
        await registry.flushSavedStates()
        page.finish()
        await store.close()

        let sent = await sentMessages(on: page)
        #expect(wasAvailable == false)
        let told = try #require(sent.firstIndex(of: .saveFailed), "\(sent)")
        let shown = try #require(sent.firstIndex { message in
            guard case let .screen(content, _) = message else { return false }
            return marks(on: content.screen.grid("board")).count == 3
        }, "\(sent)")
        #expect(told < shown)
        #expect(sent.last == .saveRecovered(saved: 0), "\(sent)")

        // After a restart, the game is there, the move shown with it.
        let restarted = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let again = SessionConnection()
        let resumed = try #require(await makeRegistry(store: restarted).connect(resuming: session.token, connection: again))
        #expect(marks(on: resumed.content?.screen.grid("board")) == ["O", "X", "X"])
        again.finish()
        await restarted.close()
    }

    @Test func aStoredGameThatCannotBeReadGivesANewGameAndThePageIsTold() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let metrics = WebMetrics()
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger, metrics: metrics.server)
        let token = try #require(SessionToken(parsing: String(repeating: "cd", count: 16)[...]))
        #expect(try await store.save([StoredSession(tokenHash: token.hashed, savedState: Data("not a saved tree".utf8), lastActivity: time.date())]) == [])
        let registry = makeRegistry(store: store)
        let connection = SessionConnection()

        let session = try #require(await registry.connect(resuming: token, connection: connection))
        connection.finish()

        let (resumed, notResumed) = try #require(Self.welcome(in: await sentMessages(on: connection)))
        #expect(!resumed)
        #expect(notResumed == .unreadable)
        #expect(Self.content(of: session)?.screen.textFields.count == 2)
        // Kept aside before the new game's first save replaces it.
        #expect(metrics.text.contains("ribs_web_store_rows_set_aside_total 1"))
        await store.close()
    }

    @Test func aStoredGameWithAFieldThatNoLongerFitsComesBackWithTheRestAndThePageIsTold() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        let (_, played, _) = try await playedGame(on: store)
        let stored = try #require(try await store.takeOver(tokenHash: played.tokenHash))
        let text = String(decoding: stored.savedState, as: UTF8.self)
        #expect(text.contains(#""drawCount":0"#), "\(text)")
        let damaged = text.replacingOccurrences(of: #""drawCount":0"#, with: #""drawCount":"none""#)
        #expect(try await store.save([StoredSession(tokenHash: stored.tokenHash, savedState: Data(damaged.utf8), lastActivity: time.date(),
                                                    ownerEpoch: stored.ownerEpoch)]) == [])

        let registry = makeRegistry(store: store)
        let connection = SessionConnection()
        let session = try #require(await registry.connect(resuming: played.token, connection: connection))
        connection.finish()

        let (resumed, notResumed) = try #require(Self.welcome(in: await sentMessages(on: connection)))
        #expect(resumed)
        #expect(notResumed == .partlyRestored)
        #expect(session.token == played.token)
        #expect(marks(on: Self.content(of: session)?.screen.grid("board")) == ["O", "X"])
        await store.close()
    }

    // MARK: - Private

    /// Whether the first message, a welcome, says the game was resumed, and if not, why.
    private static func welcome(in messages: [ServerMessage]) -> (resumed: Bool, notResumed: NotResumedReason?)? {
        guard case let .welcome(_, resumed, _, notResumed, _, _)? = messages.first else {
            return nil
        }
        return (resumed, notResumed)
    }

    private static func content(of session: WebSession) -> WindowContent? {
        session.content
    }
}

/// Names the task that brings a page's message, for a store to tell which task wrote a save.
enum SavingTask {
    @TaskLocal static var name = "a writer task"
}

/// A store that holds every save until the test opens it, and then writes them, or fails them.
final class GatedStore: SessionStore {

    let databaseSystem = "gated"

    init(failing: Bool = false) {
        self.failing = failing
    }

    /// Lets the saves through, from now on.
    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting {
            continuation.resume()
        }
    }

    /// Returns once a save waits at the closed gate.
    func waitUntilASaveWaits() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isWaiting = state.withLock { state in
                if state.waiting.isEmpty {
                    state.gateWatchers.append(continuation)
                }
                return !state.waiting.isEmpty
            }
            if isWaiting {
                continuation.resume()
            }
        }
    }

    /// How many sessions were written.
    var savedCount: Int {
        state.withLock { $0.saved.count }
    }

    /// The ``SavingTask/name`` of the task that wrote each save, in order.
    var savingTasks: [String] {
        state.withLock { $0.savingTasks }
    }

    /// How many sessions each save wrote, in order.
    var batchSizes: [Int] {
        state.withLock { $0.batchSizes }
    }

    func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        await withCheckedContinuation { continuation in
            let (isOpen, watchers) = state.withLock { state in
                guard !state.isOpen else {
                    return (true, [CheckedContinuation<Void, Never>]())
                }
                state.waiting.append(continuation)
                defer { state.gateWatchers.removeAll() }
                return (false, state.gateWatchers)
            }
            for watcher in watchers {
                watcher.resume()
            }
            if isOpen {
                continuation.resume()
            }
        }
        if failing {
            throw GateFailure()
        }
        state.withLock { state in
            state.saved += sessions
            state.batchSizes.append(sessions.count)
            state.savingTasks.append(SavingTask.name)
        }
        return []
    }

    func checkAvailability() async throws {
        if failing {
            throw GateFailure()
        }
    }

    func takeOver(tokenHash: String) async throws -> StoredSession? {
        state.withLock { $0.saved.last { $0.tokenHash == tokenHash } }
    }

    func ownerEpoch(tokenHash: String) async throws -> Int64? {
        state.withLock { $0.saved.last { $0.tokenHash == tokenHash }?.ownerEpoch }
    }

    /// The sessions kept aside, with why.
    var keptAside: [(StoredSession, String)] {
        state.withLock { $0.keptAside }
    }

    func keepAside(_ session: StoredSession, reason: String) async throws {
        state.withLock { $0.keptAside.append((session, reason)) }
    }

    func delete(tokenHashes: [String]) async throws {}

    var takeOvers: AsyncStream<TakeOverNotice> {
        AsyncStream { $0.finish() }
    }

    func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String] {
        []
    }

    // MARK: - Private

    private struct GateFailure: Error {}

    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// Who waits for a save to wait at the gate.
        var gateWatchers: [CheckedContinuation<Void, Never>] = []
        var saved: [StoredSession] = []
        var batchSizes: [Int] = []
        var savingTasks: [String] = []
        var keptAside: [(StoredSession, String)] = []
    }

    private let failing: Bool
    private let state = Mutex(State())
}

/// What a session's page is sent while a save is written.
@MainActor
struct SessionOutboxTests {

    @Test func heldMessagesAreBoundedKeepingTheNewest() async {
        let outbox = SessionOutbox()
        let connection = SessionConnection()
        outbox.attach(connection)
        outbox.saveDidStart()

        for number in 0..<(SessionOutbox.heldLimit * 3) {
            outbox.send(.error(ClientError(code: "n", message: "\(number)")))
        }
        outbox.saveDidFinish(.stored(input: 0))
        connection.finish()

        var sent: [String] = []
        for await item in connection.outgoing {
            if case let .message(.error(error, _)) = item {
                sent.append(error.message)
            }
        }
        #expect(sent == (SessionOutbox.heldLimit * 2 ..< SessionOutbox.heldLimit * 3).map { "\($0)" })
    }

    @Test func aDisplacedConnectionGetsNothingHeldForIt() async {
        let outbox = SessionOutbox()
        let displaced = SessionConnection()
        let current = SessionConnection()
        outbox.attach(displaced)
        outbox.saveDidStart()
        outbox.send(.linkOpened)
        outbox.attach(current)
        outbox.send(.welcome(session: "s", resumed: true, idleTimeoutSeconds: 60, notResumed: nil))

        outbox.saveDidFinish(.stored(input: 0))
        displaced.finish()
        current.finish()

        var toDisplaced: [SessionConnection.Outgoing] = []
        for await item in displaced.outgoing {
            toDisplaced.append(item)
        }
        var toCurrent: [SessionConnection.Outgoing] = []
        for await item in current.outgoing {
            toCurrent.append(item)
        }
        #expect(toDisplaced.isEmpty)
        #expect(toCurrent == [.message(.welcome(session: "s", resumed: true, idleTimeoutSeconds: 60, notResumed: nil))])
    }
}

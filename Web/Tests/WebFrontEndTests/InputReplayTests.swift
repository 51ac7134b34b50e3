import Foundation
import ScreenKit
import SQLSessionStore
import Synchronization
import Testing
@testable import WebFrontEnd
import WebTesting

/// The page's numbered inputs: the session applies each once, says with every screen how far it
/// got and how far its store got, and a session resumed from an older stored state says where
/// it stands, so that the page sends again what it showed and the store lost.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct InputReplayTests {

    private let directory = ServerProcess.temporaryDataDirectory()
    private let time = ManualTime()
    private let limits = SessionLimits(maxSessions: 10, idleTimeout: .seconds(600))

    private let logInAndStart: [UserAction] = [
        .editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"),
        .tapButton(id: "login"), .tapButton(id: "startGame"),
    ]

    private func move(_ row: Int, _ column: Int) -> UserAction {
        .tapGridCell(grid: "board", at: GridPosition(row: row, column: column))
    }

    private func makeRegistry(store: any SessionStore) -> SessionRegistry {
        SessionRegistry.ticTacToe(limits: limits, logger: TestServer.quietLogger, now: time.now, wallClock: time.date, store: store,
                                  storeDeadline: StoreDeadline(.seconds(2)))
    }

    /// Sends `actions` as the page does, numbered from `first` on.
    private func send(_ actions: [UserAction], numberedFrom first: Int64, to session: WebSession,
                      from page: SessionConnection) async {
        for (offset, action) in actions.enumerated() {
            await session.send(.numbered(.action(action), input: first + Int64(offset)), from: page, at: time.now())
        }
    }

    /// Runs `body` on an SQLite store of the test's own, closed and removed afterwards.
    private func withStore(_ body: (SQLSessionStore) async throws -> Void) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: TestServer.quietLogger)
        do {
            try await body(store)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    @Test func aSessionResumedFromAnOlderStateSaysWhereItStandsAndTakesTheInputsShownSinceAgain() async throws {
        try await withStore { store in
            // The first server's way to the store, which fails from some point on, for good: its
            // retries never store what it showed, as when the server dies.
            let firstServersStore = FailingStore(store)
            let first = makeRegistry(store: firstServersStore)
            let page = SessionConnection()
            let session = try #require(await first.connect(resuming: nil, connection: page))
            await send(logInAndStart + [move(1, 1)], numberedFrom: 1, to: session, from: page)
            await first.flushSavedStates()

            // The store stops answering: the next two moves are shown, not stored.
            firstServersStore.fails(true)
            await send([move(0, 0), move(2, 2)], numberedFrom: 6, to: session, from: page)
            #expect(session.content.map { marks(on: $0.screen.grid("board")) } == ["O", "X", "X"])
            page.finish()
            let shown = await sentMessages(on: page)
            #expect(shown.contains(.saveFailed))
            #expect(Self.inputMarks(ofLastScreenIn: shown) == InputMarks(applied: 7, saved: 5), "\(shown)")

            // The server is gone with them (its node killed); another resumes the game as stored
            // and says so.
            let second = makeRegistry(store: store)
            let again = SessionConnection()
            let resumed = try #require(await second.connect(resuming: session.token, connection: again))
            #expect(resumed.content.map { marks(on: $0.screen.grid("board")) } == ["X"])

            // The page sends what it showed since; one it sends twice is applied once.
            await send([move(0, 0), move(2, 2)], numberedFrom: 6, to: resumed, from: again)
            await resumed.send(.numbered(.action(move(0, 0)), input: 7), from: again, at: time.now())
            await second.flushSavedStates()
            #expect(resumed.content.map { marks(on: $0.screen.grid("board")) } == ["O", "X", "X"])
            again.finish()
            let sent = await sentMessages(on: again)
            guard case let .welcome(_, true, _, nil, inputs, _)? = sent.first else {
                Issue.record("Not welcomed as resumed: \(sent)")
                return
            }
            #expect(inputs == InputMarks(applied: 5, saved: 5))
            #expect(sent.filter { if case .screen = $0 { true } else { false } }.count == 3, "\(sent)")
            #expect(Self.inputMarks(ofLastScreenIn: sent)?.applied == 7)
            #expect(!sent.contains { if case .error = $0 { true } else { false } }, "\(sent)")

            // And the store holds them now.
            let stored = try #require(try await store.takeOver(tokenHash: session.tokenHash))
            #expect(stored.appliedInput == 7)
        }
    }

    @Test func aStoreThatAnswersAgainSaysHowFarTheSavedStateGoes() async throws {
        try await withStore { sqlite in
            let store = FailingStore(sqlite)
            let registry = makeRegistry(store: store)
            let page = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: page))
            await send(logInAndStart, numberedFrom: 1, to: session, from: page)
            await registry.flushSavedStates()

            store.fails(true)
            await send([move(1, 1), move(0, 0)], numberedFrom: 5, to: session, from: page)
            store.fails(false)
            try await waitUntil("the store was not found answering again") { registry.isStoreAvailable == true }
            await registry.flushSavedStates()
            page.finish()

            let sent = await sentMessages(on: page)
            #expect(sent.last == .saveRecovered(saved: 6), "\(sent.suffix(3))")
        }
    }

    @Test func aRefusedInputIsNamedInItsErrorAndAnUnnumberedOneMovesNoMark() async throws {
        try await withStore { store in
            let registry = makeRegistry(store: store)
            let page = SessionConnection()
            let session = try #require(await registry.connect(resuming: nil, connection: page))
            await send(logInAndStart + [move(1, 1)], numberedFrom: 1, to: session, from: page)
            // The centre is taken.
            await send([move(1, 1)], numberedFrom: 6, to: session, from: page)
            await session.send(.action(move(0, 0)), from: page, at: time.now())
            // A link the app does not take.
            await session.send(.numbered(.openLink("elsewhere://nothing"), input: 7), from: page, at: time.now())
            await registry.flushSavedStates()
            page.finish()

            let sent = await sentMessages(on: page)
            #expect(sent.contains { if case .error(_, input: 6) = $0 { true } else { false } }, "\(sent)")
            #expect(sent.contains { if case let .error(error, input: 7) = $0 { error.code == "linkRefused" } else { false } }, "\(sent)")
            #expect(session.appliedInput == 7)
            // The refused input changed nothing: the state stored holds it. (The store's mark is
            // read as a screen is made, before its own state is stored: never ahead of the store.)
            #expect(Self.inputMarks(ofLastScreenIn: sent) == InputMarks(applied: 6, saved: 6), "\(sent)")
        }
    }

    @Test func inputsThatChangeNothingSavedAreStoredWithTheStateThatHoldsThem() {
        let record = SavingSession(tokenHash: "t", ownerEpoch: 0, outbox: SessionOutbox(), written: Data("a".utf8), isStored: true,
                                   appliedInput: 3) { _ in }
        // The state as stored: nothing to write, and the inputs are in the store already.
        #expect(record.row(for: Data("a".utf8), appliedInput: 5, storingActivity: false, lastActivity: Date()) == nil)
        #expect(record.storedInput == 5)

        // A change the store fails to keep: its retry holds the inputs after it that changed nothing.
        #expect(record.row(for: Data("b".utf8), appliedInput: 6, storingActivity: false, lastActivity: Date())?.appliedInput == 6)
        record.didFail()
        #expect(record.row(for: Data("b".utf8), appliedInput: 8, storingActivity: false, lastActivity: Date())?.appliedInput == 8)
        #expect(record.storedInput == 5)
        record.didStore()
        #expect(record.storedInput == 8)
    }

    @Test(arguments: [
        (#"{"v":2,"type":"tapButton","id":"login","input":3}"#, Result<ClientMessage, ClientError>.success(.numbered(.action(.tapButton(id: "login")), input: 3))),
        (#"{"v":2,"type":"openLink","link":"a://b","input":9}"#, .success(.numbered(.openLink("a://b"), input: 9))),
        (#"{"v":2,"type":"tapButton","id":"login","input":0}"#, .failure(.badInputNumber(of: "tapButton"))),
        (#"{"v":2,"type":"tapButton","id":"login","input":-4}"#, .failure(.badInputNumber(of: "tapButton"))),
        // Past what the page's JavaScript counts exactly.
        (#"{"v":2,"type":"tapButton","id":"login","input":9007199254740992}"#, .failure(.badInputNumber(of: "tapButton"))),
        (#"{"v":2,"type":"tapButton","id":"login","input":9007199254740991}"#, .success(.numbered(.action(.tapButton(id: "login")), input: 9_007_199_254_740_991))),
        (#"{"v":2,"type":"tapButton","id":"login","input":"3"}"#, .failure(.badInputNumber(of: "tapButton"))),
        // As any field of no kind an action takes: as if it were not there.
        (#"{"v":2,"type":"tapButton","id":"login","input":1.5}"#, .success(.action(.tapButton(id: "login")))),
        (#"{"v":2,"type":"showInspector","visible":true,"input":3}"#, .success(.showInspector(true))),
        (#"{"v":2,"type":"getTrace","input":"x"}"#, .success(.getTrace)),
    ])
    func onlyActionsAndLinksAreNumberedAndOnlyAboveZero(text: String, expected: Result<ClientMessage, ClientError>) {
        #expect(ClientMessage.parse(text) == expected)
    }

    // MARK: - Private

    /// The input marks of the last `screen` in `messages`.
    private static func inputMarks(ofLastScreenIn messages: [ServerMessage]) -> InputMarks? {
        for message in messages.reversed() {
            if case let .screen(_, inputs) = message {
                return inputs
            }
        }
        return nil
    }
}

/// A store that fails every save and every question whether it answers while told to, as a
/// database that stopped; otherwise the store it wraps.
private final class FailingStore: SessionStore {

    struct Stopped: Error {}

    init(_ store: any SessionStore) {
        self.store = store
    }

    /// Makes the store fail (`true`) or answer again.
    func fails(_ failing: Bool) {
        isFailing.withLock { $0 = failing }
    }

    var databaseSystem: String {
        store.databaseSystem
    }

    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        try checkAnswers()
        return try await store.save(sessions)
    }

    func checkAvailability() async throws {
        try checkAnswers()
        try await store.checkAvailability()
    }

    func takeOver(tokenHash: String) async throws -> StoredSession? {
        try checkAnswers()
        return try await store.takeOver(tokenHash: tokenHash)
    }

    func ownerEpoch(tokenHash: String) async throws -> Int64? {
        try checkAnswers()
        return try await store.ownerEpoch(tokenHash: tokenHash)
    }

    func keepAside(_ session: StoredSession, reason: String) async throws {
        try await store.keepAside(session, reason: reason)
    }

    func delete(tokenHashes: [String]) async throws {
        try await store.delete(tokenHashes: tokenHashes)
    }

    func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String] {
        try await store.tokenHashes(lastActiveBefore: date, limit: limit)
    }

    var takeOvers: AsyncStream<TakeOverNotice> {
        store.takeOvers
    }

    // MARK: - Private

    private let store: any SessionStore
    private let isFailing = Mutex(false)

    private func checkAnswers() throws {
        if isFailing.withLock({ $0 }) {
            throw Stopped()
        }
    }
}

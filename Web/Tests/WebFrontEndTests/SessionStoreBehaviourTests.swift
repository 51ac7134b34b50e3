import Foundation
import SQLSessionStore
import Testing
import WebFrontEnd

/// What every session store does, SQLite and PostgreSQL alike, against a real database of the
/// test's own.
struct SessionStoreBehaviourTests {

    @Test(arguments: StoreBackend.Kind.allCases)
    func savedSessionsComeBackAndLaterStatesReplaceEarlierOnes(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()

        try await store.save([storedSession(1, state: #"{"a":1}"#), storedSession(2)])
        try await store.save([storedSession(1, state: #"{"a":2}"#, at: 2_000.5)])

        #expect(try await store.load(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: #"{"a":2}"#, at: 2_000.5))
        #expect(try await store.load(tokenHash: storedSession(2).tokenHash) == storedSession(2))
        #expect(try await store.load(tokenHash: storedSession(3).tokenHash) == nil)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func aBatchLargerThanOneStatementLandsWhole(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()

        try await store.save((0..<700).map { storedSession($0, at: Double($0)) })

        #expect(try await store.tokenHashes(lastActiveBefore: Date(timeIntervalSince1970: 10_000), limit: 1_000).count == 700)
        #expect(try await store.tokenHashes(lastActiveBefore: Date(timeIntervalSince1970: 3), limit: 10)
                == [0, 1, 2].map { storedSession($0).tokenHash })
        try await store.delete(tokenHashes: (0..<650).map { storedSession($0).tokenHash })
        #expect(try await store.tokenHashes(lastActiveBefore: Date(timeIntervalSince1970: 10_000), limit: 1_000).count == 50)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func sessionsSurviveClosingAndOpeningAgain(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let first = try await backend.open()
        try await first.save([storedSession(7, state: "[1,2]")])
        await first.close()

        let second = try await backend.open()

        #expect(try await second.load(tokenHash: storedSession(7).tokenHash)?.savedState == Data("[1,2]".utf8))
        await second.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func textOfEveryKindComesBackAsItWasSaved(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        let state = #"{"names":["Ann 🏳️‍🌈","漢字","quote \" backslash \\ tab \t","'; DROP TABLE sessions; --"]}"#

        try await store.save([storedSession(1, state: state)])

        #expect(try await store.load(tokenHash: storedSession(1).tokenHash)?.savedState == Data(state.utf8))
        await store.close()
    }
}

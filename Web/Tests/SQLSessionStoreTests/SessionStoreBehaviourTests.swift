import Foundation
import SQLSessionStore
import Testing
import WebFrontEnd
import WebTesting

/// What every session store does, SQLite and PostgreSQL alike, against a real database of the
/// test's own.
@Suite(.timeLimit(.minutes(2)))
struct SessionStoreBehaviourTests {

    @Test(arguments: StoreBackend.Kind.allCases)
    func savedSessionsComeBackAndLaterStatesReplaceEarlierOnes(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()

        #expect(try await store.save([storedSession(1, state: #"{"a":1}"#), storedSession(2)]) == [])
        #expect(try await store.save([storedSession(1, state: #"{"a":2}"#, at: 2_000.5)]) == [])

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: #"{"a":2}"#, at: 2_000.5, epoch: 1))
        #expect(try await store.takeOver(tokenHash: storedSession(2).tokenHash) == storedSession(2, epoch: 1))
        #expect(try await store.takeOver(tokenHash: storedSession(3).tokenHash) == nil)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func theLastInputAStateHoldsComesBackWithIt(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        #expect(try await store.save([storedSession(1, state: "[1]", appliedInput: 7), storedSession(2, appliedInput: .max)]) == [])
        #expect(try await store.save([storedSession(1, state: "[1,2]", appliedInput: 9)]) == [])

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: "[1,2]", epoch: 1, appliedInput: 9))
        #expect(try await store.takeOver(tokenHash: storedSession(2).tokenHash)?.appliedInput == .max)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func anOwnerEpochAtItsMaximumIsNotRaisedPastIt(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        #expect(try await store.save([storedSession(1, epoch: .max), storedSession(2)]) == [])

        // Not taken over (a new session takes its page), and readable still: PostgreSQL would
        // refuse the sum, SQLite would keep it as a REAL that no server reads.
        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == nil)
        #expect(try await store.ownerEpoch(tokenHash: storedSession(1).tokenHash) == .max)
        #expect(try await store.takeOver(tokenHash: storedSession(2).tokenHash)?.ownerEpoch == 1)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func aBatchLargerThanOneStatementLandsWhole(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()

        #expect(try await store.save((0..<700).map { storedSession($0, at: Double($0)) }) == [])

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
        #expect(try await first.save([storedSession(7, state: "[1,2]")]) == [])
        await first.close()

        let second = try await backend.open()

        #expect(try await second.takeOver(tokenHash: storedSession(7).tokenHash)?.savedState == Data("[1,2]".utf8))
        await second.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func textOfEveryKindComesBackAsItWasSaved(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        let state = #"{"names":["Ann 🏳️‍🌈","漢字","quote \" backslash \\ tab \t","'; DROP TABLE sessions; --"]}"#

        #expect(try await store.save([storedSession(1, state: state)]) == [])

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash)?.savedState == Data(state.utf8))
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func aSaveFromBeforeATakeOverIsRefusedAndChangesNothing(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        #expect(try await store.save([storedSession(1, state: "[1]"), storedSession(2, state: "[2]")]) == [])

        let takenOver = try #require(try await store.takeOver(tokenHash: storedSession(1).tokenHash))

        #expect(takenOver.ownerEpoch == 1)
        #expect(try await store.ownerEpoch(tokenHash: storedSession(1).tokenHash) == 1)
        // The server that ran it before saves at epoch 0: refused, and the other session of the
        // same batch is written.
        #expect(try await store.save([storedSession(1, state: "[1,9]"), storedSession(2, state: "[2,9]")]) == [storedSession(1).tokenHash])
        #expect(try await store.save([storedSession(1, state: "[1,5]", epoch: 1)]) == [])
        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash)?.savedState == Data("[1,5]".utf8))
        #expect(try await store.takeOver(tokenHash: storedSession(2).tokenHash)?.savedState == Data("[2,9]".utf8))
        #expect(try await store.ownerEpoch(tokenHash: storedSession(3).tokenHash) == nil)
        await store.close()
    }

    @Test(arguments: StoreBackend.Kind.allCases)
    func takeOversOfOneSessionAtOnceEachGetAnEpochOfTheirOwn(kind: StoreBackend.Kind) async throws {
        let backend = try await StoreBackend.make(kind)
        let store = try await backend.open()
        #expect(try await store.save([storedSession(1)]) == [])

        let epochs = try await withThrowingTaskGroup(of: Int64?.self) { group in
            for _ in 0..<8 {
                group.addTask { try await store.takeOver(tokenHash: storedSession(1).tokenHash)?.ownerEpoch }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(epochs.compactMap { $0 }.sorted() == Array(1...8))
        await store.close()
    }
}

import Foundation
import Logging
import SQLiteKit
@testable import SQLSessionStore
import Testing
import WebFrontEnd
import WebTesting

/// The SQLite session store against real files in a folder of the test's own: what it refuses.
/// What every store does is in ``SessionStoreBehaviourTests``.
struct SQLSessionStoreTests {

    private let directory = ServerProcess.temporaryDataDirectory()
    private let logger = Logger(label: "test")

    private var databasePath: String {
        directory.path + "/sessions.sqlite3"
    }

    @Test func aSecondServerOnTheSameFolderIsRefusedWhileTheFirstRuns() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)

        await #expect(throws: SessionStoreError.inUse(path: directory.path)) {
            try await SQLSessionStore.openSQLite(directory: directory.path, logger: self.logger)
        }
        await first.close()
        let again = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)
        await again.close()
    }

    @Test func aServerOfTheOldNamesStillRunningOnTheFolderKeepsTheNewOneOut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // As a running server of the old names holds the folder: its lock file, locked.
        let oldServersLock = try #require(try DirectoryLock.acquire(directory.path + "/tictactoe-web.lock", directory: directory.path))

        await #expect(throws: SessionStoreError.inUse(path: directory.path)) {
            // Closed should it open: a store let go open ends the test process.
            await (try await SQLSessionStore.openSQLite(directory: directory.path, logger: self.logger)).close()
        }
        oldServersLock.release()
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)
        await store.close()
    }

    @Test func aFolderOfTheOldNamesKeepsItsSessionsAndKeepsAServerOfThemOut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // As servers of the old names leave it: schema 3, and their lock file.
        try await makeDatabase(["CREATE TABLE sessions (token_hash TEXT PRIMARY KEY NOT NULL, saved_state TEXT NOT NULL, last_active_ms BIGINT NOT NULL, owner_epoch BIGINT NOT NULL DEFAULT 0)",
                                "INSERT INTO sessions VALUES ('\(storedSession(1).tokenHash)', '[1]', 5000, 3)",
                                "PRAGMA application_id=\(0x5249_4273)", "PRAGMA user_version=3"])
        try Data().write(to: directory.appendingPathComponent("tictactoe-web.lock"))

        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: "[1]", at: 5, epoch: 4))
        // A server of the old names started on the folder now finds it held.
        #expect(try DirectoryLock.acquire(directory.path + "/tictactoe-web.lock", directory: directory.path) == nil)
        await store.close()
        #expect(try DirectoryLock.acquire(directory.path + "/tictactoe-web.lock", directory: directory.path) != nil)
    }

    @Test func aNewFolderHoldsTheLockFileAndNoneOfTheOldNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lock") } == ["ribs-web.lock"])
        #expect(try DirectoryLock.acquire(directory.path + "/ribs-web.lock", directory: directory.path) == nil)
        await store.close()
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        try garbage.write(to: URL(fileURLWithPath: databasePath))

        await #expect {
            try await SQLSessionStore.openSQLite(directory: directory.path, logger: self.logger)
        } throws: { error in
            guard case let .corrupt(path, reason)? = error as? SessionStoreError else {
                return false
            }
            return path == databasePath && !reason.isEmpty
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: databasePath)) == garbage)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let foreign = try await SQLiteConnection.open(storage: .file(path: databasePath))
        _ = try await foreign.query("CREATE TABLE notes (body TEXT)")
        _ = try await foreign.query("INSERT INTO notes VALUES ('keep me')")
        try await foreign.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: databasePath))

        await #expect(throws: SessionStoreError.foreign(path: databasePath)) {
            try await SQLSessionStore.openSQLite(directory: directory.path, logger: self.logger)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: databasePath)) == before)
    }

    @Test func aStoreOfANewerServerIsRefused() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)
        await store.close()
        let connection = try await SQLiteConnection.open(storage: .file(path: databasePath))
        _ = try await connection.query("PRAGMA user_version=9")
        try await connection.close()

        await #expect(throws: SessionStoreError.newerSchema(path: databasePath, found: 9, supported: 5)) {
            try await SQLSessionStore.openSQLite(directory: directory.path, logger: self.logger)
        }
    }

    @Test func aFolderThatCannotBeCreatedIsRefusedWithTheReason() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file where a folder should be: nothing can be created under it, even by root.
        try Data().write(to: directory)
        let folder = directory.path + "/data"

        await #expect(throws: SessionStoreError.unusableDirectory(path: folder, reason: "Not a directory")) {
            try await SQLSessionStore.openSQLite(directory: folder, logger: self.logger)
        }
    }

    @Test func aStoreOfTheFirstSchemaIsBroughtUpToDateKeepingItsSessions() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // As the first version of the server left it: no owner epochs.
        try await makeDatabase(["CREATE TABLE sessions (token_hash TEXT PRIMARY KEY NOT NULL, saved_state TEXT NOT NULL, last_active_ms INTEGER NOT NULL)",
                                "INSERT INTO sessions VALUES ('\(storedSession(1).tokenHash)', '[1]', 5000)",
                                "PRAGMA application_id=\(0x5249_4273)", "PRAGMA user_version=1"])

        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: "[1]", at: 5, epoch: 1))
        await store.close()
    }

    @Test func theWriteAheadLogStaysBoundedHoweverLongTheSavesGoOn() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)
        // 10 sessions of 4 KB a commit, a page or more each: 1,500 commits put 15,000 pages
        // or more through the log, almost four times its bound.
        let state = "{\"board\":\"" + String(repeating: "x", count: 4_000) + "\"}"
        var largestLog = 0
        for commit in 0 ..< 1_500 {
            _ = try await store.save((0 ..< 10).map { storedSession($0, state: state, at: Double(commit), epoch: 0) })
            let log = (try? FileManager.default.attributesOfItem(atPath: databasePath + "-wal")[.size] as? Int) ?? 0
            largestLog = max(largestLog, log)
        }

        // The bound, with the pages of one commit over it, each page with its frame header.
        let bound = (Int(SQLiteSessionWriter.maxFrames) + 20) * (4_096 + 24)
        #expect(largestLog > 0)
        #expect(largestLog <= bound, "the log reached \(largestLog) bytes")
        #expect(try await store.takeOver(tokenHash: storedSession(9).tokenHash)?.lastActivity == Date(timeIntervalSince1970: 1_499))
        await store.close()
    }

    @Test func aStoreOfTheSecondSchemaLosesItsIndexOnActivityAndKeepsItsSessions() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // As the servers before version 3 left it: an index on the last activity.
        try await makeDatabase(["CREATE TABLE sessions (token_hash TEXT PRIMARY KEY NOT NULL, saved_state TEXT NOT NULL, last_active_ms BIGINT NOT NULL, owner_epoch BIGINT NOT NULL DEFAULT 0)",
                                "CREATE INDEX sessions_last_active ON sessions (last_active_ms)",
                                "INSERT INTO sessions VALUES ('\(storedSession(1).tokenHash)', '[1]', 5000, 0)",
                                "PRAGMA application_id=\(0x5249_4273)", "PRAGMA user_version=2"])

        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)

        #expect(try await store.tokenHashes(lastActiveBefore: Date(timeIntervalSince1970: 6), limit: 10) == [storedSession(1).tokenHash])
        await store.close()
        let reader = try await SQLiteConnection.open(storage: .file(path: databasePath))
        let indexes = try await reader.query("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        let version = try await reader.query("PRAGMA user_version").first?.column("user_version")?.integer
        try await reader.close()
        #expect(indexes.isEmpty)
        #expect(version == 5)
    }

    @Test func rowsSQLiteRefusesForWhatTheyHoldAreToldApartFromAStoreThatFails() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger)
        // A constraint of another program's on the table: SQLite refuses the row (SQLITE_CONSTRAINT).
        let other = try await SQLiteConnection.open(storage: .file(path: databasePath))
        _ = try await other.query("CREATE TRIGGER refuse_row BEFORE INSERT ON sessions WHEN NEW.saved_state = '[refused]' BEGIN SELECT RAISE(ABORT, 'not this row'); END")
        try await other.close()

        await #expect(throws: StoreRefusedRows.self) {
            try await store.save([storedSession(1), storedSession(2, state: "[refused]")])
        }
        #expect(try await store.save([storedSession(1)]) == [])
        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) != nil)
        await store.close()
    }

    @Test func aRowTheServerCannotReadIsSetAsideAndCostsNoOtherSession() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let metrics = WebMetrics()
        let store = try await SQLSessionStore.openSQLite(directory: directory.path, logger: logger, metrics: metrics.server)
        #expect(try await store.save([storedSession(1), storedSession(2), storedSession(3), storedSession(4)]) == [])
        // SQLite keeps a value of any type in any column: a token hash written as a BLOB by
        // another program, a saved state as a BLOB, and an applied input as text; and an applied
        // input below 0, past which a page would send every move it holds again.
        let other = try await SQLiteConnection.open(storage: .file(path: databasePath))
        _ = try await other.query("INSERT INTO sessions (token_hash, saved_state, last_active_ms, owner_epoch) VALUES (x'00ff', '{}', 5, 0)")
        _ = try await other.query("UPDATE sessions SET saved_state = x'7b7d' WHERE token_hash = '\(storedSession(2).tokenHash)'")
        _ = try await other.query("UPDATE sessions SET applied_input = 'seven' WHERE token_hash = '\(storedSession(3).tokenHash)'")
        _ = try await other.query("UPDATE sessions SET applied_input = -3 WHERE token_hash = '\(storedSession(4).tokenHash)'")

        // Read first, the row of an applied input below 0 sets every unreadable row aside.
        #expect(try await store.takeOver(tokenHash: storedSession(4).tokenHash) == nil)
        #expect(try await store.tokenHashes(lastActiveBefore: Date(timeIntervalSince1970: 10_000), limit: 10) == [storedSession(1).tokenHash])
        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash)?.ownerEpoch == 1)
        #expect(try await store.takeOver(tokenHash: storedSession(2).tokenHash) == nil)
        #expect(try await store.takeOver(tokenHash: storedSession(3).tokenHash) == nil)
        let setAside = try await other.query("""
            SELECT CASE typeof(token_hash) WHEN 'text' THEN token_hash ELSE hex(token_hash) END AS token, reason
            FROM sessions_set_aside ORDER BY token
            """)
        try await other.close()
        #expect(setAside.compactMap { $0.column("token")?.string } == ["00FF", storedSession(2).tokenHash, storedSession(3).tokenHash, storedSession(4).tokenHash].sorted())
        #expect(setAside.allSatisfy { !($0.column("reason")?.string ?? "").isEmpty })
        #expect(metrics.text.contains("ribs_web_store_rows_set_aside_total 4"))
        await store.close()
    }

    /// Makes the store's database file as an older server left it: `statements`, run in order.
    private func makeDatabase(_ statements: [String]) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = try await SQLiteConnection.open(storage: .file(path: databasePath))
        for statement in statements {
            _ = try await old.query(statement)
        }
        try await old.close()
    }
}

import Foundation
import Logging
import PostgresKit
import SQLSessionStore
import Testing
import WebFrontEnd
import WebTesting

/// The PostgreSQL session store against a server of the test's own: servers starting at once,
/// sharing sessions, and what it refuses. What every store does is in
/// ``SessionStoreBehaviourTests``.
@Suite(.timeLimit(.minutes(2)))
struct PostgresSessionStoreTests {

    private let logger = Logger(label: "test")

    @Test func serversStartingAtOnceOnAnEmptyDatabaseAllOpenItAndMakeOneSchema() async throws {
        let server = try await PostgresServer.start()

        let stores = try await withThrowingTaskGroup(of: SQLSessionStore.self) { group in
            for _ in 0..<6 {
                group.addTask { try await SQLSessionStore.openPostgres(url: server.url, logger: self.logger) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(stores.count == 6)
        let versions = try await server.withDatabase { database in
            try await database.raw("SELECT version FROM ribs_web_schema").all(decodingColumn: "version", as: Int.self)
        }
        #expect(versions == [4])
        for store in stores {
            await store.close()
        }
    }

    @Test func serversOnOneDatabaseShareTheirSessions() async throws {
        let server = try await PostgresServer.start()
        let first = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)
        let second = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)

        #expect(try await first.save([storedSession(1, state: #"{"a":1}"#)]) == [])

        #expect(try await second.takeOver(tokenHash: storedSession(1).tokenHash)?.savedState == Data(#"{"a":1}"#.utf8))
        await first.close()
        await second.close()
    }

    @Test func rowsPostgreSQLRefusesForWhatTheyHoldAreToldApartFromAStoreThatDoesNotAnswer() async throws {
        let server = try await PostgresServer.start()
        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)

        // One session twice in a statement (21000), and a NUL, which no PostgreSQL text holds (22021).
        await #expect(throws: StoreRefusedRows.self) {
            try await store.save([storedSession(1), storedSession(1, state: "[2]")])
        }
        await #expect(throws: StoreRefusedRows.self) {
            try await store.save([storedSession(2, state: "[\u{0}]")])
        }
        #expect(try await store.save([storedSession(3)]) == [])
        await store.close()
    }

    @Test func anotherProgramsSessionsTableIsRefusedAndLeftAsItWas() async throws {
        let server = try await PostgresServer.start()
        try await server.withDatabase { database in
            try await database.raw("CREATE TABLE sessions (id INTEGER, note TEXT)").run()
            try await database.raw("INSERT INTO sessions VALUES (1, 'keep me')").run()
        }

        await #expect {
            try await SQLSessionStore.openPostgres(url: server.url, logger: self.logger)
        } throws: { error in
            guard case .foreign? = error as? SessionStoreError else {
                return false
            }
            return true
        }
        let notes = try await server.withDatabase { database in
            try await database.raw("SELECT note FROM sessions").all(decodingColumn: "note", as: String.self)
        }
        #expect(notes == ["keep me"])
    }

    @Test func aDatabaseOfANewerServerIsRefused() async throws {
        let server = try await PostgresServer.start()
        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)
        await store.close()
        try await server.withDatabase { database in
            try await database.raw("UPDATE ribs_web_schema SET version = 9").run()
        }

        await #expect(throws: SessionStoreError.newerSchema(path: store.location, found: 9, supported: 4)) {
            try await SQLSessionStore.openPostgres(url: server.url, logger: self.logger)
        }
    }

    @Test func aServerThatDoesNotAnswerIsNamedWithTheReasonAndNeverThePassword() async throws {
        // Port 1 of the loopback address: nothing listens there, the connection is refused.
        await #expect {
            try await SQLSessionStore.openPostgres(url: "postgres://ann:secret-word@127.0.0.1:1/games?sslmode=disable", logger: self.logger)
        } throws: { error in
            guard let error = error as? SessionStoreError, case let .cannotOpen(path, reason) = error else {
                return false
            }
            return path == "postgres://ann@127.0.0.1:1/games" && !reason.isEmpty && !"\(error)".contains("secret-word")
        }
    }

    @Test(arguments: ["mysql://ann:secret-word@127.0.0.1/games", "postgres://ann:secret-word@/games", "not a url secret-word"])
    func anUnreadableURLIsRefusedWithoutBeingRepeated(url: String) async throws {
        await #expect {
            try await SQLSessionStore.openPostgres(url: url, logger: self.logger)
        } throws: { error in
            error as? SessionStoreError == .unreadableDatabaseURL && !"\(error)".contains("secret-word")
        }
    }

    @Test func aDatabaseOfTheFirstSchemaIsBroughtUpToDateKeepingItsSessions() async throws {
        let server = try await PostgresServer.start()
        // As the first version of the server left it: no owner epochs, and the old names.
        try await server.withDatabase { database in
            try await database.raw("CREATE TABLE sessions (token_hash TEXT PRIMARY KEY NOT NULL, saved_state TEXT NOT NULL, last_active_ms BIGINT NOT NULL)").run()
            try await database.raw("INSERT INTO sessions VALUES (\(bind: storedSession(1).tokenHash), '[1]', 5000)").run()
            try await database.raw("CREATE TABLE tictactoe_web_schema (version INTEGER NOT NULL)").run()
            try await database.raw("INSERT INTO tictactoe_web_schema VALUES (1)").run()
        }

        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: "[1]", at: 5, epoch: 1))
        await store.close()
    }
}

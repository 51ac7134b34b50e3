import Foundation
import Logging
import PostgresKit
import SQLSessionStore
import Synchronization
import Testing
import WebFrontEnd
import WebTesting

/// A PostgreSQL database that servers of the old names (`tictactoe_web_schema`,
/// `tictactoe_web_take_overs`) used: taken over with its sessions, and a cluster upgraded one
/// server at a time, where both kinds run at once, hearing every take-over.
@Suite(.timeLimit(.minutes(2)))
struct PostgresLegacyNamesTests {

    private let logger = Logger(label: "test")

    @Test func aDatabaseOfTheOldNamesIsTakenOverWithItsSessionsAndItsVersionTableRenamed() async throws {
        let server = try await PostgresServer.start()
        try await makeDatabaseOfTheOldNames(on: server, version: 2)

        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)

        #expect(try await store.takeOver(tokenHash: storedSession(1).tokenHash) == storedSession(1, state: "[1]", at: 5, epoch: 4))
        await store.close()
        #expect(try await tablesAndVersions(on: server) == .init(tables: ["ribs_web_schema", "sessions"], versions: [4]))

        // Opened again: nothing left to do.
        let again = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)
        #expect(try await again.ownerEpoch(tokenHash: storedSession(1).tokenHash) == 4)
        await again.close()
        #expect(try await tablesAndVersions(on: server) == .init(tables: ["ribs_web_schema", "sessions"], versions: [4]))
    }

    @Test func aDatabaseOfTheOldNamesWithANewerSchemaIsRefusedAndLeftAsItWas() async throws {
        let server = try await PostgresServer.start()
        try await makeDatabaseOfTheOldNames(on: server, version: 9)

        await #expect {
            try await SQLSessionStore.openPostgres(url: server.url, logger: self.logger)
        } throws: { error in
            guard case .newerSchema(_, found: 9, supported: 4)? = error as? SessionStoreError else {
                return false
            }
            return true
        }

        #expect(try await tablesAndVersions(on: server, versionTable: "tictactoe_web_schema")
            == .init(tables: ["sessions", "tictactoe_web_schema"], versions: [9]))
    }

    @Test func aDatabaseWithBothVersionTablesKeepsTheOldOneAsItIs() async throws {
        let server = try await PostgresServer.start()
        await (try await SQLSessionStore.openPostgres(url: server.url, logger: logger)).close()
        try await server.withDatabase { database in
            try await database.raw("CREATE TABLE tictactoe_web_schema (version INTEGER NOT NULL)").run()
            try await database.raw("INSERT INTO tictactoe_web_schema VALUES (1)").run()
        }

        await (try await SQLSessionStore.openPostgres(url: server.url, logger: logger)).close()

        #expect(try await tablesAndVersions(on: server, versionTable: "tictactoe_web_schema")
            == .init(tables: ["ribs_web_schema", "sessions", "tictactoe_web_schema"], versions: [1]))
        #expect(try await tablesAndVersions(on: server).versions == [4])
    }

    @Test func aTakeOverIsAnnouncedOnTheChannelAndOnTheOldNamesChannel() async throws {
        let server = try await PostgresServer.start()
        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)
        #expect(try await store.save([storedSession(1)]) == [])
        let connection = try await connect(to: server)

        let payloads = try await connection.listen(on: "ribs_web_take_overs") { notifications in
            try await connection.listen(on: "tictactoe_web_take_overs") { oldNamesNotifications in
                _ = try await store.takeOver(tokenHash: storedSession(1).tokenHash)
                var announced = notifications.makeAsyncIterator()
                var announcedByOldName = oldNamesNotifications.makeAsyncIterator()
                return [try await announced.next()?.payload, try await announcedByOldName.next()?.payload]
            }
        }

        #expect(payloads == ["\(storedSession(1).tokenHash):1", "\(storedSession(1).tokenHash):1"])
        try await connection.close()
        await store.close()
    }

    @Test(arguments: ["ribs_web_take_overs", "tictactoe_web_take_overs"])
    func aTakeOverAnnouncedOnEitherChannelIsHeard(channel: String) async throws {
        let server = try await PostgresServer.start()
        let store = try await SQLSessionStore.openPostgres(url: server.url, logger: logger)
        let heard = Heard()
        let hearing = Task {
            for await notice in store.takeOvers {
                heard.notice.withLock { $0 = notice }
                return
            }
        }
        let connection = try await connect(to: server)

        // A notice sent before the store listens is lost: announce until it is heard.
        try await waitUntil("the store did not hear the take-over on \(channel)") {
            _ = try? await connection.sql().raw("SELECT pg_notify(\(bind: channel), 'abc:7')").run()
            return heard.notice.withLock { $0 } != nil
        }

        #expect(heard.notice.withLock { $0 } == TakeOverNotice(tokenHash: "abc", ownerEpoch: 7))
        hearing.cancel()
        try await connection.close()
        await store.close()
    }

    // MARK: - Private

    /// What the database holds: which tables, and the versions in one of them.
    private struct TablesAndVersions: Equatable {
        var tables: [String]
        var versions: [Int]
    }

    /// The notice a store's listener passed on.
    private final class Heard: Sendable {
        let notice = Mutex<TakeOverNotice?>(nil)
    }

    /// Lays the database out as servers of the old names leave it: the sessions table of
    /// schema 2 with one session, and their version table at `version`.
    private func makeDatabaseOfTheOldNames(on server: PostgresServer, version: Int) async throws {
        try await server.withDatabase { database in
            try await database.raw("""
                CREATE TABLE sessions (token_hash TEXT PRIMARY KEY NOT NULL, saved_state TEXT NOT NULL, last_active_ms BIGINT NOT NULL,
                                       owner_epoch BIGINT NOT NULL DEFAULT 0)
                """).run()
            try await database.raw("CREATE INDEX sessions_last_active ON sessions (last_active_ms)").run()
            try await database.raw("INSERT INTO sessions VALUES (\(bind: storedSession(1).tokenHash), '[1]', 5000, 3)").run()
            try await database.raw("CREATE TABLE tictactoe_web_schema (version INTEGER NOT NULL)").run()
            try await database.raw("INSERT INTO tictactoe_web_schema VALUES (\(literal: version))").run()
        }
    }

    /// The database's tables, and the versions `versionTable` holds.
    private func tablesAndVersions(on server: PostgresServer, versionTable: String = "ribs_web_schema") async throws -> TablesAndVersions {
        try await server.withDatabase { database in
            let tables = try await database.raw("""
                SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY name
                """).all(decodingColumn: "name", as: String.self)
            let versions = try await database.raw("SELECT version FROM \(ident: versionTable) ORDER BY version")
                .all(decodingColumn: "version", as: Int.self)
            return TablesAndVersions(tables: tables, versions: versions)
        }
    }

    /// A connection of the test's own to the server's database.
    private func connect(to server: PostgresServer) async throws -> PostgresConnection {
        try await PostgresConnection.connect(configuration: try SQLPostgresConfiguration(url: server.url).coreConfiguration, id: 2, logger: logger)
    }
}

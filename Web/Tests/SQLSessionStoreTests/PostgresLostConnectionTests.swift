import Foundation
import Logging
import PostgresKit
@testable import SQLSessionStore
import Testing
import WebFrontEnd
import WebTesting

/// A write whose connection closes under it, which postgres-nio may then never answer: the
/// writes after it are not held back for ever.
@Suite(.timeLimit(.minutes(2)))
struct PostgresLostConnectionTests {

    private let logger = Logger(label: "test")

    @Test func aWriteWhoseConnectionClosedUnderItDoesNotHoldBackTheNext() async throws {
        let database = try await PostgresServer.start()
        await (try await SQLSessionStore.openPostgres(url: database.url, logger: logger)).close()
        let configuration = SQLSessionStore.clientConfiguration(from: try SQLPostgresConfiguration(url: database.url).coreConfiguration)
        let pool = ConnectionClosingPool(PostgresClient(configuration: configuration, backgroundLogger: logger))
        let deadline = StoreDeadline(.seconds(2))
        let access = PostgresAccess(pool: pool, deadline: deadline, logger: logger)
        // The take-over listener holds its connection from the start; the next lease is the write's.
        try await waitUntil("the listener did not lease its connection") { pool.leased == 1 }

        // More lost writes than the pool has connections (4, the listener's included): a
        // connection that closed while leased must not count against the pool for good.
        let lostWrites = 4
        for number in 1 ... lostWrites {
            pool.closesTheNextConnection()
            await #expect(throws: StoreDeadlinePassed(deadline: deadline.duration)) {
                try await access.save([storedSession(number)])
            }
        }
        // Those writes are never answered; the next is written, on another connection.
        let written = storedSession(lostWrites + 1)
        #expect(try await access.save([written]) == [])

        let stored = try await database.withDatabase { database in
            try await database.raw("SELECT token_hash FROM sessions").all(decodingColumn: "token_hash", as: String.self)
        }
        #expect(stored == [written.tokenHash])
        await access.close()
    }
}

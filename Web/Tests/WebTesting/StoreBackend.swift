import Foundation
import Logging
import SQLSessionStore
import Testing
import WebFrontEnd

/// Where a test's session store lives: SQLite in a folder of the test's own, or PostgreSQL in a
/// server of the test's own; removed (or stopped) when the test lets it go.
package final class StoreBackend: Sendable {

    /// The kinds of store the server offers.
    package enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case sqlite
        case postgres

        package var testDescription: String {
            rawValue
        }
    }

    /// A new, empty backend of `kind`.
    package static func make(_ kind: Kind) async throws -> StoreBackend {
        switch kind {
        case .sqlite: StoreBackend(folder: ServerProcess.temporaryDataDirectory(), postgres: nil)
        case .postgres: StoreBackend(folder: nil, postgres: try await PostgresServer.start())
        }
    }

    /// Opens a store on the backend, as a server starting on it would.
    package func open() async throws -> SQLSessionStore {
        let logger = Logger(label: "test")
        if let postgres {
            return try await SQLSessionStore.openPostgres(url: postgres.url, deadline: .beyondABusyMachine, logger: logger)
        }
        return try await SQLSessionStore.openSQLite(directory: folder?.path ?? "", logger: logger)
    }

    /// The server's flags that choose this backend.
    package var serverArguments: [String] {
        if let postgres {
            return ["--database", postgres.url]
        }
        return ["--data-dir", folder?.path ?? ""]
    }

    // MARK: - Private

    private let folder: URL?
    private let postgres: PostgresServer?

    private init(folder: URL?, postgres: PostgresServer?) {
        self.folder = folder
        self.postgres = postgres
    }

    deinit {
        if let folder {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}

/// A stored session for a test: its token hash made of `index`.
package func storedSession(_ index: Int, state: String = "{}", at seconds: Double = 1_000, epoch: Int64 = 0,
                           appliedInput: Int64 = 0) -> StoredSession {
    StoredSession(tokenHash: String(format: "%064x", index), savedState: Data(state.utf8),
                  lastActivity: Date(timeIntervalSince1970: seconds), ownerEpoch: epoch, appliedInput: appliedInput)
}

extension StoreDeadline {

    /// A deadline no healthy store misses, however busy the machine, for tests that are not
    /// about a store that stops answering.
    package static let beyondABusyMachine = StoreDeadline(.seconds(60))
}

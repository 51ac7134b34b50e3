import Foundation
import Logging
import SQLiteKit
import SQLKit
import Synchronization
import WebFrontEnd

/// Two SQLite connections on a store's file: sqlite-nio's, on its thread pool, for every
/// statement but the saves, and a ``SQLiteSessionWriter`` of the store's own for the saves, which
/// the server makes after every change: they run where the caller runs, with no thread to wake.
///
/// A file removed or replaced under the running server is made anew, empty, at the first save
/// that finds it gone; that save fails with ``StoreLostItsSessions``, so that the server saves
/// every session it runs again, and nothing a page was shown is lost on the next restart.
final class SQLiteAccess: SQLDatabaseAccess {

    let databaseSystem = "sqlite"

    /// Accesses the database at `path` through `connection` and `writer`, opened on it.
    init(path: String, connection: SQLiteConnection, writer: SQLiteSessionWriter, logger: Logger) {
        self.path = path
        self.logger = logger
        files = Mutex(Files(connection: connection, writer: writer))
    }

    func withDatabase<Result: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let connection = files.withLock { $0.connection }
        return try await body(connection.sql())
    }

    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String> {
        let writer = files.withLock { $0.writer }
        // A Result rather than a `catch … where`, which Swift 6.3's SIL generation crashes on here.
        let written = Result<Set<String>, SQLiteWriteError> { () throws(SQLiteWriteError) in try writer.write(sessions) }
        guard case let .failure(error) = written, error.isFileGone else {
            if case let .failure(error) = written, error.refusesContent {
                throw StoreRefusedRows(reason: error.message)
            }
            return try written.get()
        }
        try await makeTheFileAnew()
        throw StoreLostItsSessions(reason: error.message)
    }

    func checkAvailability() async throws {
        try files.withLock { $0.writer }.checkFile()
    }

    func close() async {
        let files = files.withLock { $0 }
        await files.writer.close()
        try? await files.connection.close()
    }

    /// No other server can share the file (the data folder's lock sees to it): nobody to tell.
    func announce(_ notice: TakeOverNotice, on database: any SQLDatabase) async throws {}

    var takeOvers: AsyncStream<TakeOverNotice> {
        AsyncStream { $0.finish() }
    }

    // MARK: - Private

    /// The connections, replaced together when the file is made anew.
    private struct Files: Sendable {
        var connection: SQLiteConnection
        var writer: SQLiteSessionWriter
    }

    private let path: String
    private let logger: Logger
    private let files: Mutex<Files>

    /// Opens a new, empty database at the store's path (its folder made again if it went too),
    /// and closes the connections to the file that went.
    private func makeTheFileAnew() async throws {
        logger.error("The session store's file was removed or replaced; making a new one and saving every session again",
                     metadata: ["path": "\(path)"])
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let (connection, writer) = try await SQLSessionStore.openFiles(at: path, logger: logger)
        let old = files.withLock { files in
            defer { files = Files(connection: connection, writer: writer) }
            return files
        }
        await old.writer.close()
        try? await old.connection.close()
    }
}

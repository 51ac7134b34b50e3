import Foundation

/// Where a server keeps its sessions' saved states, so that a session outlives the process
/// that ran it: a page that returns after a restart finds its game again.
///
/// The server calls it from several tasks at once, but saves one batch at a time, in order:
/// a later batch never lands before an earlier one. `SQLSessionStore` keeps sessions in
/// SQLite.
public protocol SessionStore: Sendable {

    /// Writes the states of `sessions`, each replacing the session's earlier one, at once:
    /// when it returns, they survive the process.
    func save(_ sessions: [StoredSession]) async throws

    /// The state stored for the session whose token hashes to `tokenHash`, if any.
    func load(tokenHash: String) async throws -> StoredSession?

    /// Forgets the sessions whose tokens hash to `tokenHashes`.
    func delete(tokenHashes: [String]) async throws

    /// The sessions whose state last changed before `date`, oldest first, at most `limit`.
    func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String]
}

/// One session as a ``SessionStore`` keeps it.
public struct StoredSession: Sendable, Equatable {

    /// The SHA-256 of the session's token, in hexadecimal: never the token itself, so that a
    /// reader of the store cannot take a session over.
    public let tokenHash: String

    /// The session's RIB tree, as the app saved it.
    public let savedState: Data

    /// When the session's state last changed, on the wall clock, so that the idle timeout
    /// keeps counting across restarts.
    public let lastActivity: Date

    /// Creates a stored session.
    public init(tokenHash: String, savedState: Data, lastActivity: Date) {
        self.tokenHash = tokenHash
        self.savedState = savedState
        self.lastActivity = lastActivity
    }
}

import Foundation

/// Where a server keeps its sessions' saved states, so that a session outlives the process
/// that ran it: a page that returns after a restart, or through another server sharing the
/// store, finds its session again.
///
/// One server runs a session at a time. Each stored session carries an owner epoch, raised by
/// ``takeOver(tokenHash:)`` whenever a server starts running it; a save carrying an older epoch
/// is refused, so that a server still running a session another took over can neither
/// overwrite its session nor show its page a change that was not stored.
///
/// The server calls it from several tasks at once, but saves one batch at a time, in order:
/// a later batch never lands before an earlier one. `SQLSessionStore` keeps sessions in
/// SQLite or PostgreSQL.
public protocol SessionStore: Sendable {

    /// The database the store keeps sessions in, as traces name it (`sqlite`, `postgresql`).
    var databaseSystem: String { get }

    /// Writes the states of `sessions`, each replacing the session's earlier one, at once:
    /// when it returns, they survive the process. A session whose stored owner epoch is no
    /// longer the one it carries is left as it is.
    ///
    /// It runs where the caller runs (the task that writes the server's batches), so that a
    /// store that can write without waiting for another thread (SQLite) costs no thread switch.
    ///
    /// - Returns: The token hashes of the sessions left as they were because another server
    ///   took them over.
    nonisolated(nonsending) func save(_ sessions: [StoredSession]) async throws -> Set<String>

    /// Returns if the store can keep sessions now, and throws why not otherwise: asked, while
    /// it fails, until it answers again. A store that talks to another process bounds it (and
    /// every other call) with a ``StoreDeadline``.
    func checkAvailability() async throws

    /// Takes the session whose token hashes to `tokenHash` over for this server: raises its
    /// owner epoch and returns it, state and new epoch, or `nil` if none is stored.
    func takeOver(tokenHash: String) async throws -> StoredSession?

    /// The owner epoch stored for the session whose token hashes to `tokenHash`, if any: a
    /// server holding the session with an older one has been taken over.
    func ownerEpoch(tokenHash: String) async throws -> Int64?

    /// Keeps a copy of `session` as it is stored, apart from the sessions, saying `reason`:
    /// the server could not wholly restore it, and its next save replaces it with what was.
    /// The copy is for someone to look at; no server reads it.
    func keepAside(_ session: StoredSession, reason: String) async throws

    /// Forgets the sessions whose tokens hash to `tokenHashes`.
    func delete(tokenHashes: [String]) async throws

    /// The sessions whose state last changed before `date`, oldest first, at most `limit`.
    func tokenHashes(lastActiveBefore date: Date, limit: Int) async throws -> [String]

    /// The take-overs of the servers sharing the store (this one's too), as they happen, so that
    /// a server lets a session go at once rather than at its next save; read by one task, the
    /// registry's. A store no other server shares finishes it at once. Notices may be missed
    /// (while a connection is down): the refused save remains the rule.
    var takeOvers: AsyncStream<TakeOverNotice> { get }
}

/// A server took a session over: it runs it at `ownerEpoch` now.
public struct TakeOverNotice: Sendable, Equatable {

    /// The SHA-256 of the session's token.
    public let tokenHash: String

    /// The session's owner epoch after the take-over.
    public let ownerEpoch: Int64

    /// Creates a notice.
    public init(tokenHash: String, ownerEpoch: Int64) {
        self.tokenHash = tokenHash
        self.ownerEpoch = ownerEpoch
    }
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

    /// How many times servers took the session over: the server running it saves with the
    /// epoch it took it at (0 for a session it started).
    public let ownerEpoch: Int64

    /// The trace context of the message whose change was saved last, as the tracer propagates
    /// it (JSON text); `nil` when none was traced. The server that resumes the session links
    /// to it.
    public let traceContext: String?

    /// The number of the last input of the session's page that `savedState` holds the change of
    /// (0 if none was numbered): a page that resumes the session sends again, in order, the inputs
    /// it saw answered after it (see `Web/PROTOCOL.md`).
    public let appliedInput: Int64

    /// Creates a stored session.
    public init(tokenHash: String, savedState: Data, lastActivity: Date, ownerEpoch: Int64 = 0, traceContext: String? = nil,
                appliedInput: Int64 = 0) {
        self.tokenHash = tokenHash
        self.savedState = savedState
        self.lastActivity = lastActivity
        self.ownerEpoch = ownerEpoch
        self.traceContext = traceContext
        self.appliedInput = appliedInput
    }
}

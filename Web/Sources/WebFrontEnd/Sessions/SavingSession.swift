import Foundation
import Synchronization

/// A session as its ``SessionSaveQueue`` knows it: its name in the store, the outbox that holds
/// its page's messages while a save is written, what was last written for it, and whom to tell,
/// on the main actor, when a save goes wrong.
///
/// The session makes it once; the queue's writer reads and updates it off the main actor.
final class SavingSession: Sendable {

    /// The SHA-256 of the session's token, as the store names it.
    let tokenHash: String

    /// The owner epoch this server runs the session at.
    let ownerEpoch: Int64

    /// Where the session's page's messages wait while a save is written.
    let outbox: SessionOutbox

    /// Told, on the main actor, when a save went wrong.
    let problem: @MainActor @Sendable (SaveProblem) -> Void

    /// Creates the session's record.
    ///
    /// - Parameters:
    ///   - tokenHash: The SHA-256 of the session's token.
    ///   - ownerEpoch: The owner epoch this server runs the session at.
    ///   - outbox: The session's outbox.
    ///   - written: What the store holds for the session (`isStored`), or what its first change
    ///     is compared with (a new session is stored once it changes).
    ///   - isStored: Whether the store holds the session.
    ///   - appliedInput: The last input of the page that `written` holds the change of.
    ///   - problem: Told, on the main actor, when a save went wrong.
    init(tokenHash: String, ownerEpoch: Int64, outbox: SessionOutbox, written: Data?, isStored: Bool, appliedInput: Int64 = 0,
         problem: @escaping @MainActor @Sendable (SaveProblem) -> Void) {
        self.tokenHash = tokenHash
        self.ownerEpoch = ownerEpoch
        self.outbox = outbox
        self.problem = problem
        self.written = Mutex(Written(state: written, isStored: isStored, appliedInput: appliedInput,
                                     storedInput: isStored ? appliedInput : 0))
    }

    /// The row to store for the session: `state` if it differs from what was last written (and
    /// it is then what was, holding the page's inputs up to `appliedInput`); else the state last
    /// written if the store failed to keep it; else, if `storingActivity`, the state stored,
    /// with the new time.
    ///
    /// A `state` the same as the one last written holds the inputs up to `appliedInput` as well:
    /// inputs that changed nothing saved are counted as stored once that state is.
    ///
    /// - Returns: The row, or `nil` if there is nothing to store.
    func row(for state: Data?, appliedInput: Int64, storingActivity: Bool, lastActivity: Date) -> StoredSession? {
        written.withLock { written in
            let savedState: Data
            if let state, state != written.state {
                written.state = state
                written.appliedInput = appliedInput
                savedState = state
            } else if written.isFailed || (storingActivity && written.isStored), let stored = written.state {
                if state != nil {
                    written.appliedInput = max(written.appliedInput, appliedInput)
                }
                savedState = stored
            } else {
                if state != nil, written.isStored {
                    written.appliedInput = max(written.appliedInput, appliedInput)
                    written.storedInput = written.appliedInput
                }
                return nil
            }
            written.lastActivity = lastActivity
            return StoredSession(tokenHash: tokenHash, savedState: savedState, lastActivity: lastActivity, ownerEpoch: ownerEpoch,
                                 traceContext: written.traceContext, appliedInput: written.appliedInput)
        }
    }

    /// Notes the trace context of the message a save is queued in (``StoredTraceContext``):
    /// the rows from now on carry it, until another is noted.
    func noteTraceContext(_ traceContext: String?) {
        guard let traceContext else {
            return
        }
        written.withLock { $0.traceContext = traceContext }
    }

    /// When the session was last active, as the last row ``row(for:appliedInput:storingActivity:lastActivity:)``
    /// gave says: what a retry of that row stores.
    var lastWrittenActivity: Date {
        written.withLock { $0.lastActivity }
    }

    /// Whether the state last written is in the store: the session can leave memory and come
    /// back from there as it is, unless a newer state is being saved.
    var isStateStored: Bool {
        written.withLock { $0.isStored && !$0.isFailed }
    }

    /// The last input of the page whose change the store holds (0 if none, or if the store
    /// holds no state of the session).
    var storedInput: Int64 {
        written.withLock { $0.storedInput }
    }

    /// The row ``row(for:appliedInput:storingActivity:lastActivity:)`` gave is in the store.
    func didStore() {
        written.withLock { written in
            written.isStored = true
            written.isFailed = false
            written.storedInput = written.appliedInput
        }
    }

    /// The store did not keep the row ``row(for:appliedInput:storingActivity:lastActivity:)`` gave: the next
    /// row gives the same state again, if the session makes no newer one.
    func didFail() {
        written.withLock { $0.isFailed = true }
    }

    // MARK: - Private

    private struct Written {
        /// The state last written from a capture: stored, or to compare the first change with.
        var state: Data?
        /// Whether the store holds the session.
        var isStored: Bool
        /// Whether the store failed to keep ``state``.
        var isFailed = false
        /// The last input of the page that ``state`` holds the change of.
        var appliedInput: Int64
        /// The last input of the page whose change the store holds.
        var storedInput: Int64
        /// When the session was last active, as of the last row.
        var lastActivity = Date.distantPast
        /// The trace context of the message of the latest save queued.
        var traceContext: String?
    }

    private let written: Mutex<Written>
}

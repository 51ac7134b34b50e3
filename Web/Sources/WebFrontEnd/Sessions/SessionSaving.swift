import Foundation
import Logging

/// A session's side of the store: after every change, the app's tree is captured and handed to
/// the store's queue, and what the page is sent waits in the session's outbox until it is
/// stored.
@MainActor
final class SessionSaving {

    /// Starts saving a session.
    ///
    /// - Parameters:
    ///   - persistence: The registry's store and its queue.
    ///   - saveState: Captures the app's tree.
    ///   - tokenHash: The SHA-256 of the session's token.
    ///   - ownerEpoch: The owner epoch this server runs the session at.
    ///   - outbox: The session's outbox, which holds the page's messages while a save is written.
    ///   - isRestored: Whether the tree was restored from the store, which then holds it
    ///     already; a new session is stored once it changes.
    ///   - appliedInput: The last input of the page the restored tree holds the change of.
    ///   - logger: The session's logger.
    ///   - takenOver: Called when the store refuses a save because another server took the
    ///     session over: the session must be let go, unshown changes and all.
    init(persistence: SessionPersistence, saveState: @escaping StateSaver, tokenHash: String, ownerEpoch: Int64,
         outbox: SessionOutbox, isRestored: Bool, appliedInput: Int64, logger: Logger,
         takenOver: @escaping @MainActor @Sendable () -> Void) {
        self.persistence = persistence
        self.saveState = saveState
        record = SavingSession(tokenHash: tokenHash, ownerEpoch: ownerEpoch, outbox: outbox, written: try? saveState()(),
                               isStored: isRestored, appliedInput: appliedInput) { problem in
            Self.report(problem, to: logger, takenOver: takenOver)
        }
        persistence.queue.register(record)
    }

    /// Runs `body`, which acts on a page's message, and gives the caller the writer's turn for
    /// the saves it caused, if no writer is at work (see
    /// ``SessionSaveQueue/queueingForCaller(_:)``).
    func queueingForCaller(_ body: () -> Void) -> SessionSaveQueue.WriterTurn? {
        persistence.queue.queueingForCaller(body)
    }

    /// Saves the tree, if it changed since the last save; called before each change is drawn,
    /// which the page is sent once the state is stored. The tree is captured here; the save
    /// queue writes it out and compares it, off the main actor.
    ///
    /// - Parameter appliedInput: The last input of the page the tree holds the change of.
    func save(holdingInputsUpTo appliedInput: Int64) {
        record.noteTraceContext(StoredTraceContext.current())
        persistence.queue.save(saveState(), holdingInputsUpTo: appliedInput, of: record, at: persistence.wallClock())
    }

    /// The last input of the page whose change the store holds.
    var storedInput: Int64 {
        record.storedInput
    }

    /// Stores the time of a connection as activity, as the idle timeout counts it, so that a
    /// restart right after a page came back does not find the session idle since its last action.
    /// Nothing is shown for it, so nothing is held back.
    func storeActivity() {
        persistence.queue.storeActivity(of: record, at: persistence.wallClock())
    }

    /// Whether the session's newest state is in the store (none is being saved): it can leave
    /// memory and come back from the store as it is.
    var hasStoredItsState: Bool {
        record.isStateStored && !record.outbox.isHolding
    }

    // MARK: - Private

    private let persistence: SessionPersistence
    private let saveState: StateSaver
    /// The session as the store's queue knows it.
    private let record: SavingSession

    private static func report(_ problem: SaveProblem, to logger: Logger, takenOver: @MainActor () -> Void) {
        switch problem {
        case .takenOver:
            // Not stored, so never shown: what was held went with it.
            takenOver()
        case let .storeFailed(error):
            logger.error("The session could not be stored; it goes on in memory", metadata: ["reason": "\(error)"])
        case let .unwritable(error):
            logger.error("The session's state could not be saved", metadata: ["reason": "\(error)"])
        }
    }
}

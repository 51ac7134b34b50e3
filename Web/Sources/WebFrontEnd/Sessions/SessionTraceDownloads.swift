import Synchronization

/// A session's trace downloads: one being written at a time, and the last one written kept
/// for a page that asks again before the trace changes.
///
/// A full trace no longer changes (recording has stopped), so however often its page asks, it is
/// written once. Shared by the main actor, which starts a download, and the thread that writes
/// it (``TraceWritingQueue``), which finishes it.
final class SessionTraceDownloads: Sendable {

    /// How a download starts.
    enum Start: Equatable {

        /// The trace has not changed since it was last written: its message.
        case written(ServerMessage)

        /// The trace is being written for an earlier request: this one is not taken.
        case busy

        /// The caller writes the trace, then calls ``finish(_:for:)`` (or ``abandon()`` if it
        /// cannot).
        case begun
    }

    /// Starts a download of `snapshot`: no writing if it was written already, none if a trace
    /// is being written.
    func start(for snapshot: SessionTraceSnapshot) -> Start {
        state.withLock { state in
            if let written = state.written, written.version == Version(snapshot) {
                return .written(written.message)
            }
            guard !state.isWriting else {
                return .busy
            }
            state.isWriting = true
            return .begun
        }
    }

    /// Ends the download that ``start(for:)`` began: `message` was written from `snapshot`,
    /// and is kept for the next request if it gives the trace.
    func finish(_ message: ServerMessage, for snapshot: SessionTraceSnapshot) {
        state.withLock { state in
            state.isWriting = false
            if case .trace = message {
                state.written = (Version(snapshot), message)
            }
        }
    }

    /// Ends the download that ``start(for:)`` began without a message: the trace was not
    /// taken for writing.
    func abandon() {
        state.withLock { $0.isWriting = false }
    }

    // MARK: - Private

    /// What tells one state of a trace from another: a log only grows, and is cut once.
    private struct Version: Equatable {
        let entries: Int
        let isCut: Bool

        init(_ snapshot: SessionTraceSnapshot) {
            entries = snapshot.entries.count
            isCut = snapshot.isCut
        }
    }

    private struct State {
        /// Whether a trace is being written.
        var isWriting = false
        /// The message last written, and from which state of the trace.
        var written: (version: Version, message: ServerMessage)?
    }

    private let state = Mutex(State())
}

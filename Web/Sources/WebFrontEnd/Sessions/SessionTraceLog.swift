import ScreenKit
import SessionTrace

/// A session's trace as it is recorded: the entries since the app was launched, up to a limit.
///
/// Recording stops before the input that would go past ``maxEntries`` or ``maxBytes``, so what
/// is kept is always a whole trace of the session's beginning, which replays; ``isCut`` says
/// so. A page's download takes a ``snapshot(app:)``, written off the main actor.
@MainActor
final class SessionTraceLog {

    /// The most entries kept: a few dozen sessions of a small app (about 45 entries each).
    static let maxEntries = 2_000

    /// About the most bytes of trace kept, whatever the entries hold (a page may type 4 KB
    /// into a field with each message): 256 KiB.
    static let maxBytes = 256 * 1024

    /// The entries so far.
    private(set) var entries: [TraceEntry] = []

    /// Whether recording stopped at the limit.
    private(set) var isCut = false

    /// Keeps `entry`, unless the trace is full.
    func append(_ entry: TraceEntry) {
        guard !isCut else {
            return
        }
        let size = entry.approximateBytes
        // An input begins a step: a step that might not fit is not begun. Its observations,
        // once begun, are kept whole (the page's messages bound their size).
        if case .input = entry, entries.count >= Self.maxEntries || bytes + size > Self.maxBytes {
            isCut = true
            return
        }
        entries.append(entry)
        bytes += size
    }

    /// The trace so far, its header naming `app`, to be written elsewhere: a copy of the entries
    /// that costs a reference until the log grows.
    func snapshot(app: String) -> SessionTraceSnapshot {
        SessionTraceSnapshot(app: app, entries: entries, isCut: isCut)
    }

    // MARK: - Private

    /// About how many bytes the entries take written.
    private var bytes = 0
}

import ScreenKit
import SessionTrace

/// A session's trace as it is recorded: the entries since the app was launched, up to a limit.
///
/// Recording stops before the input that would go past ``maxEntries`` or ``maxBytes``, so what
/// is kept is always a whole trace of the session's beginning, which replays; ``isCut`` says
/// so. The text is written once and kept until the next entry, so that pages asking for it
/// again cost nothing more.
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
        written = nil
    }

    /// The trace as a file holds it, its header naming `app`.
    func text(app: String) throws -> String {
        if let written, written.app == app {
            return written.text
        }
        var writer = try TraceWriter(header: TraceHeader(app: app))
        var lines = [writer.headerLine]
        lines.reserveCapacity(entries.count + 1)
        for entry in entries {
            lines.append(try writer.line(for: entry))
        }
        let text = lines.joined(separator: "\n") + "\n"
        written = (app, text)
        return text
    }

    // MARK: - Private

    /// About how many bytes the entries take written.
    private var bytes = 0

    /// The text last written, until the next entry.
    private var written: (app: String, text: String)?
}

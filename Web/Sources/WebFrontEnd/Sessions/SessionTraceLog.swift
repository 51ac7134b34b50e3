import ScreenKit
import SessionTrace

/// A session's trace as it is recorded: the entries since the app was launched, up to a limit.
///
/// Recording stops before the input that would go past ``maxEntries``, so what is kept is
/// always a whole trace of the session's beginning, which replays; ``isCut`` says so.
@MainActor
final class SessionTraceLog {

    /// The most entries kept: a few dozen games (a game is about 45), about 500 KB at most.
    static let maxEntries = 2_000

    /// The entries so far.
    private(set) var entries: [TraceEntry] = []

    /// Whether recording stopped at the limit.
    private(set) var isCut = false

    /// Keeps `entry`, unless the trace is full.
    func append(_ entry: TraceEntry) {
        guard !isCut else {
            return
        }
        if case .input = entry, entries.count >= Self.maxEntries {
            isCut = true
            return
        }
        entries.append(entry)
    }

    /// The trace as a file holds it, its header naming `app`.
    func text(app: String) throws -> String {
        var writer = try TraceWriter(header: TraceHeader(app: app))
        var lines = [writer.headerLine]
        lines.reserveCapacity(entries.count + 1)
        for entry in entries {
            lines.append(try writer.line(for: entry))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

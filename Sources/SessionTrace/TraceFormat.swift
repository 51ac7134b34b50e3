/// The trace format's name, version and limits; `docs/traces.md` describes it.
public enum TraceFormat {

    /// The `format` of a trace's header line.
    public static let name = "ribs-session-trace"

    /// The version this code writes and reads.
    public static let version = 1

    /// The largest trace read, in bytes: about 100,000 inputs with their observations.
    public static let maxBytes = 32 * 1024 * 1024

    /// The most entries a trace read may have: ten times the web page's trace, a long session
    /// of some twenty thousand taps, so that a replay stays bounded in time and memory.
    public static let maxEntries = 20_000

    /// Where a recording stops: before an input, once it holds this many entries, so that what
    /// follows its last input still fits under ``maxEntries`` and the trace replays.
    public static let recordingEntryLimit = maxEntries - 1_000

    /// The longest line read, in bytes.
    public static let maxLineBytes = 64 * 1024

    /// The latest time an input may have, in milliseconds since the recording started: a
    /// year.
    public static let maxMilliseconds = 365 * 24 * 3_600 * 1_000
}

/// The trace format's name, version and limits; `docs/traces.md` describes it.
public enum TraceFormat {

    /// The `format` of a trace's header line.
    public static let name = "ribs-session-trace"

    /// The version this code writes and reads.
    public static let version = 1

    /// The largest trace read, in bytes: about 100,000 inputs with their observations.
    public static let maxBytes = 32 * 1024 * 1024

    /// The longest line read, in bytes.
    public static let maxLineBytes = 64 * 1024

    /// The latest time an input may have, in milliseconds since the recording started: a
    /// year.
    public static let maxMilliseconds = 365 * 24 * 3_600 * 1_000
}

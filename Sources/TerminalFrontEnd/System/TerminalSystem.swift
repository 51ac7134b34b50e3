import SystemCalls

/// What the terminal front-end asks of the system beyond the plain calls of `SystemCalls`:
/// the signals it reacts to, and whether the terminal can show it at all.
enum TerminalSystem {

    /// A signal the front-end reacts to: the terminating ones, a window change, a stop and a
    /// continue.
    typealias Signal = SystemCalls.Signal

    /// Whether the `TERM` environment variable names a terminal that can show the full-screen
    /// mode: set, not empty and not `dumb`.
    static var terminalTypeIsCapable: Bool {
        guard let name = CurrentProcess.environmentVariable("TERM") else {
            return false
        }
        return !name.isEmpty && name != "dumb"
    }
}

import SystemCalls

/// Writes to standard output at once, without buffering, so piped output arrives in order.
public enum StandardOutput {

    /// Writes `text` as UTF-8; if standard output cannot take it (a closed pipe, a full disk),
    /// says why on standard error and ends the process with status 1, since nothing more can
    /// be shown.
    public static func write(_ text: String) {
        do {
            try write(text, to: .standardOutput)
        } catch {
            reportFailureAndExit(error)
        }
    }

    /// Writes `text` as UTF-8 to standard error, as far as it can: when standard error is full,
    /// closed or a closed pipe, there is nowhere left to say so, and the caller goes on.
    public static func writeError(_ text: String) {
        try? write(text, to: .standardError)
    }

    /// Ends the process with a message on standard error and status 1 if standard output is
    /// closed (`>&-`): call it first thing, before anything opens a file that would be given
    /// descriptor 1 and receive the output instead.
    public static func checkIsOpen() {
        guard FileDescriptor.standardOutput.isOpen else {
            reportFailureAndExit(.current)
        }
    }

    /// Makes a closed pipe (`notes | head -1`) an error that ``write(_:)`` reports, rather
    /// than `SIGPIPE` ending the process without a word; ``writeError(_:)`` then fails quietly.
    public static func reportClosedPipes() {
        Signal.brokenPipe.ignore()
    }

    // MARK: - Private

    /// Says on standard error why standard output failed and ends the process with status 1.
    private static func reportFailureAndExit(_ error: SystemError) -> Never {
        try? write("\(programName): cannot write to standard output: \(error.message)\n", to: .standardError)
        CurrentProcess.exit(status: 1)
    }

    /// The name the program was started by, without its folder, as messages on standard error
    /// begin: `notes: cannot write …`.
    private static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "app"
    }

    /// Writes all of `text` as UTF-8, waiting when a descriptor left non-blocking is full.
    private static func write(_ text: String, to descriptor: FileDescriptor) throws(SystemError) {
        try descriptor.writeAll(Array(text.utf8), whenFull: .waitUntilWritable)
    }
}

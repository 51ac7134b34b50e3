#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output at once, without buffering, so piped output arrives in order.
public enum StandardOutput {

    /// Writes `text` as UTF-8; if standard output cannot take it (a closed pipe, a full disk),
    /// says why on standard error and ends the process with status 1, since nothing more can
    /// be shown.
    public static func write(_ text: String) {
        guard writeAll(text, to: STDOUT_FILENO) else {
            reportFailureAndExit()
        }
    }

    /// Writes `text` as UTF-8 to standard error, as far as it can: when standard error is full,
    /// closed or a closed pipe, there is nowhere left to say so, and the caller goes on.
    public static func writeError(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Ends the process with a message on standard error and status 1 if standard output is
    /// closed (`>&-`): call it first thing, before anything opens a file that would be given
    /// descriptor 1 and receive the output instead.
    public static func checkIsOpen() {
        guard fcntl(STDOUT_FILENO, F_GETFD) != -1 else {
            reportFailureAndExit()
        }
    }

    /// Makes a closed pipe (`tictactoe | head -1`) an error that ``write(_:)`` reports, rather
    /// than `SIGPIPE` ending the process without a word; ``writeError(_:)`` then fails quietly.
    public static func reportClosedPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    // MARK: - Private

    /// Says on standard error why standard output failed, as `errno` tells, and ends the
    /// process with status 1.
    private static func reportFailureAndExit() -> Never {
        let reason = String(cString: strerror(errno))
        _ = writeAll("tictactoe: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
        exit(1)
    }

    /// Writes all of `text` to `descriptor`, retrying after interruptions, and waiting when a
    /// non-blocking descriptor is full.
    ///
    /// - Returns: Whether everything was written; if not, `errno` says why.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && (errno == EINTR || (DescriptorReadiness.wouldBlock && DescriptorReadiness.waitUntilWritable(descriptor))) {
                continue
            }
            guard written > 0 else {
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}

/// The C library's `write`, named so that it does not clash with ``StandardOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

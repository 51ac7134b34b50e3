#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process: its environment, and how it stops or ends.
public enum CurrentProcess {

    /// The value of the environment variable `name`, or `nil` if it is not set.
    public static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Stops the process, as Ctrl-Z does to a program in cooked mode; returns once the shell
    /// continues it (`fg`, `bg`, `kill -CONT`).
    public static func stop() {
        // Sent to the calling thread, which stops before the call returns; `kill` would let
        // it run on, and take the terminal over again, before the stop reached it.
        _ = raise(SIGSTOP)
    }

    /// Ends the process with `status`, as returning from `main` would: the C library's exit
    /// handlers run and its buffered output is flushed.
    public static func exit(status: Int32) -> Never {
        systemExit(status)
    }
}

/// The C library's `exit`, named so that it does not clash with ``CurrentProcess/exit(status:)``.
private func systemExit(_ status: Int32) -> Never {
    exit(status)
}

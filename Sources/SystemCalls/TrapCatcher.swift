#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs code in a copy of the process (`fork`) and tells whether it trapped, as a failed
/// `precondition`, `assert` or `fatalError` does: the way a test checks a programming error
/// without ending itself.
public enum TrapCatcher {

    /// How long the copy may run; one still running then is killed, and counts as not trapped.
    public static let patience: Double = 60

    /// Runs `body` in a copy of this process, with its standard error sent to `/dev/null`.
    ///
    /// Only the calling thread is copied: `body` must not wait for another thread, or for a lock
    /// another thread held at the moment of the copy. Nothing it changes reaches this process.
    ///
    /// - Returns: The signal the trap ended the copy with (`SIGILL` or `SIGTRAP`), or `nil` if
    ///   `body` returned (or the copy ran past ``patience``).
    public static func trapSignal(of body: () -> Void) -> Int32? {
        let child = fork()
        guard child != 0 else {
            runTrapping(body)
        }
        guard child > 0 else {
            return nil
        }
        return signal(ending: child)
    }

    // MARK: - Private

    /// What a copy exits with after a trap: this plus the signal.
    private static let trapExitBase: Int32 = 200

    /// In the copy: runs `body`, exiting at once on a trap (before Swift's backtracer, which
    /// would take seconds to describe a crash nobody reads), or with 0 once it returned.
    private static func runTrapping(_ body: () -> Void) -> Never {
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 {
            _ = dup2(null, STDERR_FILENO)
        }
        var previous = sigaction()
        for trap in [SIGILL, SIGTRAP] {
            Signal(number: trap).installHandler(exitAfterTrap, flags: 0, savingPreviousIn: &previous)
        }
        body()
        _exit(0)
    }

    /// Waits for the copy `child`, for at most ``patience``.
    private static func signal(ending child: pid_t) -> Int32? {
        var status: Int32 = 0
        var waited = 0.0
        while true {
            let result = waitpid(child, &status, WNOHANG)
            if result == child {
                break
            }
            if result < 0, errno != EINTR {
                return nil
            }
            guard waited < patience else {
                kill(child, SIGKILL)
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(10_000)
            waited += 0.01
        }
        // Exited (the low seven bits are 0): with the trap's code, or not.
        guard status & 0x7f == 0 else {
            return status & 0x7f
        }
        let exitStatus = (status >> 8) & 0xff
        return exitStatus > trapExitBase ? exitStatus - trapExitBase : nil
    }
}

/// The copy's handler of a trap: ends it with the trap's code, async-signal-safely.
private func exitAfterTrap(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    _exit(200 + signal)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Puts the terminal of a full-screen program back as it was when the program crashes, or
/// hangs on its way out, so that the user's shell is not left in raw mode on the alternate
/// screen.
public enum TerminalCrashGuard {

    /// Until ``disarm()``, a crash (a fault signal: `SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`,
    /// `SIGTRAP`, `SIGABRT`) first writes `text` to standard output and puts standard input's
    /// terminal back to `attributes`, then goes on as it would have: the runtime's crash
    /// report on the restored terminal, and the process ending with the signal (status 128 +
    /// its number). These signals are only guarded, not handled as the terminating ones are.
    ///
    /// Everything the signal handler needs is prepared here, since a handler may not allocate.
    ///
    /// - Parameters:
    ///   - attributes: The terminal's settings before the program changed them.
    ///   - text: What puts the screen back, up to 256 bytes of it.
    public static func arm(restoring attributes: TerminalAttributes, writing text: String) {
        Prepared.attributes.pointee = attributes.settings
        Prepared.textCount = Prepared.text.update(fromContentsOf: text.utf8.prefix(Prepared.textCapacity))
        if !Prepared.isInstalled {
            Prepared.isInstalled = true
            for fault in Signal.faults {
                fault.installHandler(restoreTerminalThenCrash, flags: SA_ONSTACK,
                                     savingPreviousIn: Prepared.previousActions + Int(fault.number))
            }
        }
        Prepared.isArmed = true
    }

    /// Stops restoring the terminal on a crash, once it was restored.
    public static func disarm() {
        Prepared.isArmed = false
    }

    /// Ends the process with `status` once `gracePeriod` has passed, unless it has ended by
    /// then: the last resort for a signal that ends the program while its main actor is stuck,
    /// in a write to a terminal that stopped reading (Ctrl-S, a stalled ssh link). Called more
    /// than once, the first call counts.
    ///
    /// While the guard is armed, the terminal is restored first as a crash restores it, except
    /// that the text is written only as far as the terminal takes it at once.
    ///
    /// - Parameters:
    ///   - status: The exit status, 128 + the signal's number for a signal.
    ///   - gracePeriod: How long the orderly way has.
    public static func endProcess(status: Int32, after gracePeriod: DispatchTimeInterval) {
        guard !Deadline.isSet.exchange(true, ordering: .relaxed) else {
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + gracePeriod) {
            if Prepared.isArmed {
                Prepared.isArmed = false
                _ = tcsetattr(STDIN_FILENO, TCSANOW, Prepared.attributes)
                writeWithoutWaiting(UnsafeBufferPointer(rebasing: Prepared.text[..<Prepared.textCount]))
            }
            _exit(status)
        }
    }

    // MARK: - Private

    private enum Deadline {
        static let isSet = Atomic(false)
    }

    /// What the crash handler reads, prepared beforehand.
    private enum Prepared {
        static let textCapacity = 256
        nonisolated(unsafe) static var isInstalled = false
        nonisolated(unsafe) static var isArmed = false
        nonisolated(unsafe) static let attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        nonisolated(unsafe) static let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: textCapacity)
        nonisolated(unsafe) static var textCount = 0
        /// Indexed by signal number.
        nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    }

    /// Writes what the terminal on standard output takes at once of `bytes`, through a
    /// descriptor of its own that does not block, leaving standard output's own as it is.
    private static func writeWithoutWaiting(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let path = ttyname(STDOUT_FILENO) else {
            return
        }
        let terminal = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
        guard terminal >= 0 else {
            return
        }
        _ = write(terminal, bytes.baseAddress, bytes.count)
        close(terminal)
    }

    /// Restores the terminal, then hands the signal to the handling it had before: a fault
    /// happens again when the faulting instruction runs again; a signal sent by `kill` or
    /// `raise` (`si_code` ≤ 0) is sent again.
    private static let restoreTerminalThenCrash: SignalHandler = { number, info, _ in
        if Prepared.isArmed {
            Prepared.isArmed = false
            _ = write(STDOUT_FILENO, Prepared.text.baseAddress, Prepared.textCount)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, Prepared.attributes)
        }
        _ = sigaction(number, Prepared.previousActions + Int(number), nil)
        if (info?.pointee.si_code ?? 0) <= 0 {
            _ = raise(number)
        }
    }
}

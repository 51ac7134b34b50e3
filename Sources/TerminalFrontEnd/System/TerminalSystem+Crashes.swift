#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

extension TerminalSystem {

    /// The signals a fault raises (and that `kill` can send too), which the runtime reports as
    /// crashes: they are not handled as ``Signal/terminating`` ones are, only guarded.
    static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    /// Until ``disarmCrashGuard()``, a crash (one of ``faultSignals``) first writes `text` to
    /// standard output and puts standard input's terminal back to `attributes`, then goes on as
    /// it would have: the runtime's crash report on the restored terminal, and the process
    /// ending with the signal (status 128 + its number).
    ///
    /// Everything the signal handler needs is prepared here, since a handler may not allocate.
    static func armCrashGuard(restoring attributes: Attributes, writing text: String) {
        CrashGuard.attributes.pointee = attributes.settings
        CrashGuard.textCount = CrashGuard.text.update(fromContentsOf: text.utf8.prefix(CrashGuard.textCapacity))
        if !CrashGuard.isInstalled {
            CrashGuard.isInstalled = true
            for number in faultSignals {
                installHandler(restoreTerminalThenCrash, for: number, flags: SA_ONSTACK,
                               savingPreviousIn: CrashGuard.previousActions + Int(number))
            }
        }
        CrashGuard.isArmed = true
    }

    /// Stops restoring the terminal on a crash, once it was restored.
    static func disarmCrashGuard() {
        CrashGuard.isArmed = false
    }

    /// Ends the process with `status` once `gracePeriod` has passed, unless it has ended by
    /// then: the last resort for a signal that ends the game while the main actor is stuck, in
    /// a write to a terminal that stopped reading (Ctrl-S, a stalled ssh link). Called more
    /// than once, the first call counts.
    ///
    /// While the crash guard is armed, the terminal is restored first as a crash restores it,
    /// except that the text is written only as far as the terminal takes it at once.
    ///
    /// - Parameters:
    ///   - status: The exit status, 128 + the signal's number for a signal.
    ///   - gracePeriod: How long the orderly way has.
    static func endProcess(status: Int32, after gracePeriod: DispatchTimeInterval) {
        guard !Deadline.isSet.exchange(true, ordering: .relaxed) else {
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + gracePeriod) {
            if CrashGuard.isArmed {
                CrashGuard.isArmed = false
                _ = tcsetattr(TerminalSystem.standardInput, TCSANOW, CrashGuard.attributes)
                writeWithoutWaiting(UnsafeBufferPointer(rebasing: CrashGuard.text[..<CrashGuard.textCount]))
            }
            _exit(status)
        }
    }

    // MARK: - Private

    private enum Deadline {
        static let isSet = Atomic(false)
    }

    /// Writes what the terminal on standard output takes at once of `bytes`, through a
    /// descriptor of its own that does not block, leaving standard output's own as it is.
    private static func writeWithoutWaiting(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let path = ttyname(TerminalSystem.standardOutput) else {
            return
        }
        let terminal = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
        guard terminal >= 0 else {
            return
        }
        _ = write(terminal, bytes.baseAddress, bytes.count)
        close(terminal)
    }

    /// What the crash handler reads, prepared beforehand.
    private enum CrashGuard {
        static let textCapacity = 256
        nonisolated(unsafe) static var isInstalled = false
        nonisolated(unsafe) static var isArmed = false
        nonisolated(unsafe) static let attributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        nonisolated(unsafe) static let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: textCapacity)
        nonisolated(unsafe) static var textCount = 0
        /// Indexed by signal number.
        nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    }

    /// Restores the terminal, then hands the signal to the handling it had before: a fault
    /// happens again when the faulting instruction runs again; a signal sent by `kill` or
    /// `raise` (`si_code` ≤ 0) is sent again.
    private static let restoreTerminalThenCrash: SignalHandler = { number, info, _ in
        if CrashGuard.isArmed {
            CrashGuard.isArmed = false
            _ = write(TerminalSystem.standardOutput, CrashGuard.text.baseAddress, CrashGuard.textCount)
            _ = tcsetattr(TerminalSystem.standardInput, TCSANOW, CrashGuard.attributes)
        }
        _ = sigaction(number, CrashGuard.previousActions + Int(number), nil)
        if (info?.pointee.si_code ?? 0) <= 0 {
            _ = raise(number)
        }
    }
}

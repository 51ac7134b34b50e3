#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    // MARK: - Private

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

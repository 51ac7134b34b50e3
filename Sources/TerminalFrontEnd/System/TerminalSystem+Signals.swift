#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSystem {

    /// A signal the front-end reacts to.
    struct Signal: Hashable, Sendable {

        /// The signal's number.
        let number: Int32

        /// The terminal hung up.
        static let hangUp = Signal(number: SIGHUP)

        /// The terminal changed size.
        static let windowChange = Signal(number: SIGWINCH)

        /// A stop asked for from outside, as `kill -TSTP` or the shell's job control does.
        static let terminalStop = Signal(number: SIGTSTP)

        /// The process was continued after a stop.
        static let `continue` = Signal(number: SIGCONT)

        /// Every signal whose default action ends the process and that can be caught, except
        /// those a fault raises (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`, `SIGTRAP`, `SIGABRT`),
        /// which the runtime reports as crashes: `SIGTERM`, `SIGINT`, `SIGHUP`, `SIGQUIT`, the
        /// user and timer signals, `SIGPIPE`, resource limits, and the real-time signals.
        static let terminating: [Signal] = {
            var numbers = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
                           SIGXCPU, SIGXFSZ, SIGIO, SIGSYS]
            #if os(Linux)
            numbers += [SIGPWR, SIGSTKFLT]
            numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
            #endif
            return numbers.map(Signal.init)
        }()
    }

    /// How a signal was handled before ``forwardSignals(_:to:)``, to be put back.
    struct SignalHandling {
        fileprivate let number: Int32
        fileprivate let action: sigaction
    }

    /// Makes a pipe whose write end never blocks; both ends close on exec.
    ///
    /// - Returns: The read and write ends, or `nil` if the system has no descriptor left.
    static func makeSignalPipe() -> (readEnd: Int32, writeEnd: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            return nil
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    /// Catches each of `signals` at once, in the thread it arrives on, by writing its number as
    /// one byte to `fileDescriptor`: nothing else is safe in a signal handler, and a signal
    /// caught this way is never lost, however soon it comes.
    ///
    /// - Returns: How the signals were handled before, for ``restoreSignalHandling(_:)``.
    static func forwardSignals(_ signals: [Signal], to fileDescriptor: Int32) -> [SignalHandling] {
        signalPipe = fileDescriptor
        return signals.map { forwarded in
            var previous = sigaction()
            installHandler(forwardSignal, for: forwarded.number, flags: SA_RESTART, savingPreviousIn: &previous)
            return SignalHandling(number: forwarded.number, action: previous)
        }
    }

    /// A signal handler that is told about the signal (`SA_SIGINFO`).
    typealias SignalHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Makes `handler` handle the signal numbered `number`, with `flags` besides
    /// `SA_SIGINFO` and nothing blocked, and saves the handling it had in `previous`.
    static func installHandler(_ handler: SignalHandler, for number: Int32, flags: Int32,
                               savingPreviousIn previous: UnsafeMutablePointer<sigaction>) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handler
        #else
        action.__sigaction_handler.sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | flags
        _ = sigaction(number, &action, previous)
    }

    /// Puts back how signals were handled before ``forwardSignals(_:to:)``.
    static func restoreSignalHandling(_ handlings: [SignalHandling]) {
        for handling in handlings {
            var action = handling.action
            _ = sigaction(handling.number, &action, nil)
        }
        signalPipe = -1
    }

    // MARK: - Private

    /// Where ``forwardSignal`` writes: set before any handler is installed, so that the
    /// handler only reads it.
    nonisolated(unsafe) private static var signalPipe: Int32 = -1

    /// The signal handler: writes the signal's number to ``signalPipe``, keeping `errno`.
    private static let forwardSignal: SignalHandler = { number, _, _ in
        let savedError = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipe, &byte, 1)
        errno = savedError
    }
}


#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal, by its number.
public struct Signal: Hashable, Sendable {

    /// The signal's number, as in the status 128 + number of a process it ended.
    public let number: Int32

    /// The signal numbered `number`.
    public init(number: Int32) {
        self.number = number
    }

    /// The terminal hung up (`SIGHUP`).
    public static let hangUp = Signal(number: SIGHUP)

    /// The terminal's interrupt key, Ctrl-C (`SIGINT`).
    public static let interrupt = Signal(number: SIGINT)

    /// The terminal's quit key, Ctrl-\ (`SIGQUIT`).
    public static let quit = Signal(number: SIGQUIT)

    /// A request to end, as `kill` sends by default (`SIGTERM`).
    public static let terminate = Signal(number: SIGTERM)

    /// A write to a pipe or socket that nobody reads any more (`SIGPIPE`).
    public static let brokenPipe = Signal(number: SIGPIPE)

    /// A real-time timer ran out (`SIGALRM`).
    public static let alarm = Signal(number: SIGALRM)

    /// The first signal left to programs to define (`SIGUSR1`).
    public static let userDefined1 = Signal(number: SIGUSR1)

    /// The second signal left to programs to define (`SIGUSR2`).
    public static let userDefined2 = Signal(number: SIGUSR2)

    /// A timer of the process's own CPU time ran out (`SIGVTALRM`).
    public static let virtualAlarm = Signal(number: SIGVTALRM)

    /// A profiling timer ran out (`SIGPROF`).
    public static let profilingAlarm = Signal(number: SIGPROF)

    /// The process used up its CPU time limit (`SIGXCPU`).
    public static let cpuTimeLimitExceeded = Signal(number: SIGXCPU)

    /// A write went past the file size limit (`SIGXFSZ`).
    public static let fileSizeLimitExceeded = Signal(number: SIGXFSZ)

    /// The terminal changed size (`SIGWINCH`).
    public static let windowChange = Signal(number: SIGWINCH)

    /// A stop asked for from outside, as `kill -TSTP` or the shell's job control does
    /// (`SIGTSTP`).
    public static let terminalStop = Signal(number: SIGTSTP)

    /// The process was continued after a stop (`SIGCONT`).
    public static let `continue` = Signal(number: SIGCONT)

    /// Every signal whose default action ends the process and that can be caught, except
    /// those a fault raises (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`, `SIGTRAP`, `SIGABRT`),
    /// which the runtime reports as crashes: `SIGTERM`, `SIGINT`, `SIGHUP`, `SIGQUIT`, the
    /// user and timer signals, `SIGPIPE`, resource limits, and the real-time signals.
    public static let terminating: [Signal] = {
        var signals: [Signal] = [.terminate, .interrupt, .hangUp, .quit, .userDefined1, .userDefined2, .brokenPipe,
                                 .alarm, .virtualAlarm, .profilingAlarm, .cpuTimeLimitExceeded,
                                 .fileSizeLimitExceeded, Signal(number: SIGIO), Signal(number: SIGSYS)]
        #if os(Linux)
        signals += [Signal(number: SIGPWR), Signal(number: SIGSTKFLT)]
        signals += (__libc_current_sigrtmin()...__libc_current_sigrtmax()).map(Signal.init)
        #endif
        return signals
    }()

    // MARK: - Internal

    /// The signals a fault raises (and that `kill` can send too), which the runtime reports as
    /// crashes.
    static let faults: [Signal] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT].map(Signal.init)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libc calls the terminal front-end makes: terminal attributes, window size, raw
/// reads and writes, signals, stopping and exit. Nothing else in the module touches libc.
enum TerminalSystem {

    /// Standard input's file descriptor.
    static let standardInput: Int32 = 0

    /// Standard output's file descriptor.
    static let standardOutput: Int32 = 1

    /// Standard error's file descriptor.
    static let standardError: Int32 = 2

    /// A terminal's saved settings, to be restored as they were.
    struct Attributes {
        fileprivate let settings: termios
    }

    /// A signal the front-end reacts to.
    struct Signal: Hashable, Sendable {

        /// The signal's number.
        let number: Int32

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

    /// Whether `fileDescriptor` is a terminal.
    static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The current settings of the terminal on `fileDescriptor`, or `nil` if it is none.
    static func attributes(of fileDescriptor: Int32) -> Attributes? {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else {
            return nil
        }
        return Attributes(settings: settings)
    }

    /// Puts the terminal on `fileDescriptor` back to `attributes`; errors are ignored, since
    /// a terminal that went away needs no restoring.
    static func restore(_ attributes: Attributes, of fileDescriptor: Int32) {
        var settings = attributes.settings
        _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
    }

    /// Switches the terminal to raw input, derived from `attributes`: no echo, no line
    /// editing, no signal keys (Ctrl-C arrives as a byte), no flow control, no CR-to-NL
    /// translation; reads return as soon as one byte is there.
    ///
    /// - Returns: Whether the terminal accepted the settings.
    static func enterRawMode(from attributes: Attributes, of fileDescriptor: Int32) -> Bool {
        var settings = attributes.settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | BRKINT | INPCK | ISTRIP)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return tcsetattr(fileDescriptor, TCSANOW, &settings) == 0
    }

    /// The size of the terminal on `fileDescriptor`, or `nil` if it does not say.
    static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes all of `bytes` to `fileDescriptor`, retrying after interruptions; gives up
    /// silently on other errors, as a vanished terminal cannot be written to anyway.
    static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(fileDescriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    /// Reads what is available from `fileDescriptor` into `buffer`, waiting for at least one
    /// byte and retrying after interruptions.
    ///
    /// - Returns: The number of bytes read; 0 at end of input or on an error (a terminal that
    ///   hung up reports one).
    static func readAvailable(from fileDescriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.count
            let result = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, count) }
            if result >= 0 {
                return result
            }
            if errno != EINTR {
                return 0
            }
        }
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
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = forwardSignal
            #else
            action.__sigaction_handler.sa_handler = forwardSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            _ = sigaction(forwarded.number, &action, &previous)
            return SignalHandling(number: forwarded.number, action: previous)
        }
    }

    /// Puts back how signals were handled before ``forwardSignals(_:to:)``.
    static func restoreSignalHandling(_ handlings: [SignalHandling]) {
        for handling in handlings {
            var action = handling.action
            _ = sigaction(handling.number, &action, nil)
        }
        signalPipe = -1
    }

    /// Closes `fileDescriptor`.
    static func close(_ fileDescriptor: Int32) {
        _ = systemClose(fileDescriptor)
    }

    /// Stops the process, as Ctrl-Z does to a program in cooked mode; returns once the shell
    /// continues it (`fg`, `bg`, `kill -CONT`).
    static func stopProcess() {
        // Sent to the calling thread, which stops before the call returns; `kill` would let
        // it run on, and take the terminal over again, before the stop reached it.
        _ = raise(SIGSTOP)
    }

    /// Whether the `TERM` environment variable names a terminal that can show the full-screen
    /// mode: set, not empty and not `dumb`.
    static var terminalTypeIsCapable: Bool {
        guard let name = getenv("TERM").map({ String(cString: $0) }) else {
            return false
        }
        return !name.isEmpty && name != "dumb"
    }

    /// Ends the process at once with `status`.
    static func exitProcess(status: Int32) -> Never {
        exit(status)
    }

    // MARK: - Private

    /// Where ``forwardSignal`` writes: set before any handler is installed, so that the
    /// handler only reads it.
    nonisolated(unsafe) private static var signalPipe: Int32 = -1

    /// The signal handler: writes the signal's number to ``signalPipe``, keeping `errno`.
    private static let forwardSignal: @convention(c) (Int32) -> Void = { number in
        let savedError = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipe, &byte, 1)
        errno = savedError
    }
}

/// The C library's `close`, named so that it does not clash with ``TerminalSystem/close(_:)``.
private func systemClose(_ fileDescriptor: Int32) -> Int32 {
    close(fileDescriptor)
}

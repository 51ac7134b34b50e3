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
        let settings: termios
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
            } else if result < 0, errno == EINTR {
                continue
            } else if result < 0, errno == EAGAIN || errno == EWOULDBLOCK, waitUntilReady(fileDescriptor, for: POLLOUT) {
                // Left non-blocking by another program, and full: wait for room, not in a busy loop.
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

    /// Reads as ``readAvailable(from:into:)`` does, but waits for input on a descriptor that
    /// a program before this one left non-blocking, where a read with nothing there fails
    /// with `EAGAIN` rather than waiting.
    ///
    /// - Returns: The number of bytes read; 0 at end of input or on an error.
    static func readWaiting(from fileDescriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            errno = 0
            let count = readAvailable(from: fileDescriptor, into: &buffer)
            guard count == 0, errno == EAGAIN || errno == EWOULDBLOCK, waitUntilReady(fileDescriptor, for: POLLIN) else {
                return count
            }
        }
    }

    /// Waits until `fileDescriptor` is ready for `events` (`POLLIN`, `POLLOUT`), or has failed.
    ///
    /// - Returns: Whether it can be waited on at all.
    static func waitUntilReady(_ fileDescriptor: Int32, for events: Int32) -> Bool {
        var entry = pollfd(fd: fileDescriptor, events: Int16(events), revents: 0)
        while poll(&entry, 1, -1) < 0 {
            guard errno == EINTR else {
                return false
            }
        }
        return entry.revents & Int16(POLLNVAL) == 0
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

    /// The C library's sentence for the error number `code`, such as `Permission denied`.
    static func errorMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// The C library's `close`, named so that it does not clash with ``TerminalSystem/close(_:)``.
private func systemClose(_ fileDescriptor: Int32) -> Int32 {
    close(fileDescriptor)
}

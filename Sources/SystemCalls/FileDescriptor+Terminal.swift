#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileDescriptor {

    /// The size of a terminal's window, in character cells.
    public struct TerminalWindowSize: Equatable, Sendable {

        /// The number of columns.
        public let columns: Int

        /// The number of rows.
        public let rows: Int
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool {
        isatty(rawValue) == 1
    }

    /// The window size of the terminal on the descriptor, or `nil` if it does not say (it is
    /// no terminal, or reports no columns or rows).
    public var terminalWindowSize: TerminalWindowSize? {
        var size = winsize()
        guard ioctl(rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalWindowSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's settings (`termios`), read from it to be put back as they were, or changed
/// for raw input.
public struct TerminalAttributes {

    /// The current settings of the terminal on `descriptor`, or `nil` if it is none.
    public init?(of descriptor: FileDescriptor) {
        var settings = termios()
        guard tcgetattr(descriptor.rawValue, &settings) == 0 else {
            return nil
        }
        self.settings = settings
    }

    /// These settings changed for raw input: no echo, no line editing, no signal keys (Ctrl-C
    /// arrives as a byte), no flow control, no CR-to-NL translation; reads return as soon as
    /// one byte is there.
    public var forRawInput: TerminalAttributes {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return TerminalAttributes(settings: raw)
    }

    /// Gives the terminal on `descriptor` these settings at once. A failure is ignored: a
    /// terminal that went away needs no settings.
    public func apply(to descriptor: FileDescriptor) {
        var settings = settings
        _ = tcsetattr(descriptor.rawValue, TCSANOW, &settings)
    }

    // MARK: - Internal

    /// The settings themselves, for ``TerminalCrashGuard`` to prepare before a crash.
    let settings: termios

    // MARK: - Private

    private init(settings: termios) {
        self.settings = settings
    }
}
